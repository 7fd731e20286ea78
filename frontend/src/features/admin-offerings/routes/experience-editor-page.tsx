import { ExperienceForm } from '../components/experience-form';
import { OfferingEditor } from '../components/offering-editor';

/** /admin/experiences/new and /admin/experiences/edit/:id (admins and owners). */
export default function ExperienceEditorPage() {
  return <OfferingEditor kind="experiences" renderForm={(slot) => <ExperienceForm {...slot} />} />;
}
