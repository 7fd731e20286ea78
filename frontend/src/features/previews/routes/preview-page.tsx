import { usePreviewExperiences } from '../api/get-preview-experiences';
import { usePreviewProperties } from '../api/get-preview-properties';
import { usePreviewServices } from '../api/get-preview-services';
import { PreviewLayout } from '../components/preview-layout';
import type { PreviewKind } from '../components/preview-layout';

function PropertiesPreview() {
  return <PreviewLayout kind="properties" query={usePreviewProperties()} />;
}

function ServicesPreview() {
  return <PreviewLayout kind="services" query={usePreviewServices()} />;
}

function ExperiencesPreview() {
  return <PreviewLayout kind="experiences" query={usePreviewExperiences()} />;
}

/** /properties-preview, /services-preview, /experiences-preview and their Spanish aliases. */
export default function PreviewPage({ kind }: { kind: PreviewKind }) {
  if (kind === 'services') return <ServicesPreview />;
  if (kind === 'experiences') return <ExperiencesPreview />;
  return <PropertiesPreview />;
}
