import ServiceEditorPage from '../../features/admin-offerings/routes/service-editor-page';
import { EntityHistoryPanel } from '../../features/admin-history/components/entity-history-panel';

/** /admin/services/edit/:id: the service editor with the service's history under the form. */
export default function ServiceEditorWithHistory() {
  return (
    <ServiceEditorPage
      renderHistory={(id, version) => <EntityHistoryPanel kind="service" id={id} revision={version} />}
    />
  );
}
