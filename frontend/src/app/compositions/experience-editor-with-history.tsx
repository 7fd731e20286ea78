import ExperienceEditorPage from '../../features/admin-offerings/routes/experience-editor-page';
import { EntityHistoryPanel } from '../../features/admin-history/components/entity-history-panel';

/** /admin/experiences/edit/:id: the experience editor with the experience's history under the form. */
export default function ExperienceEditorWithHistory() {
  return (
    <ExperienceEditorPage
      renderHistory={(id, version) => <EntityHistoryPanel kind="experience" id={id} revision={version} />}
    />
  );
}
