import AdminViewingsPage from '../../features/viewings/routes/admin-viewings-page';
import { EntityHistoryPanel } from '../../features/admin-history/components/entity-history-panel';

/** /admin/viewings: each viewing's dialog shows its history under the staff's actions. */
export default function AdminViewingsWithHistory() {
  return (
    <AdminViewingsPage
      renderHistory={(id, version) => <EntityHistoryPanel kind="viewing" id={id} revision={version} />}
    />
  );
}
