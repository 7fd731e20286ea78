import { useAllExperiences } from '../api/get-all-experiences';
import { ExperienceForm } from '../components/experience-form';
import { OfferingEditor } from '../components/offering-editor';

/** /admin/experiences/new and /admin/experiences/edit/:id (admins and owners). */
export default function ExperienceEditorPage() {
  const experiences = useAllExperiences();
  return (
    <OfferingEditor
      kind="experiences"
      items={experiences}
      renderForm={({ item, ...slot }) => <ExperienceForm experience={item} {...slot} />}
    />
  );
}
