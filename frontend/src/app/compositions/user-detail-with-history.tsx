import UserDetailPage from '../../features/admin/routes/user-detail-page';
import { EntityHistoryPanel } from '../../features/admin-history/components/entity-history-panel';

/** /admin/users/:id: the account's facts with its history. */
export default function UserDetailWithHistory() {
  return (
    <UserDetailPage
      renderHistory={(id, revision) => <EntityHistoryPanel kind="user" id={id} revision={revision} />}
    />
  );
}
