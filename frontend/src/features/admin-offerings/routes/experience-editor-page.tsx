import { ExperienceForm } from '../components/experience-form';
import { OfferingEditor, type OfferingEditorProps } from '../components/offering-editor';

/** /admin/experiences/new and /admin/experiences/edit/:id (admins and owners). */
export default function ExperienceEditorPage({
  renderHistory,
}: Pick<OfferingEditorProps<'experiences'>, 'renderHistory'>) {
  return (
    <OfferingEditor
      kind="experiences"
      renderForm={(slot) => <ExperienceForm {...slot} />}
      renderHistory={renderHistory}
    />
  );
}
