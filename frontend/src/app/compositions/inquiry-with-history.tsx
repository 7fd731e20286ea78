import InquiryPage from '../../features/admin-inquiries/routes/inquiry-page';
import { EntityHistoryPanel } from '../../features/admin-history/components/entity-history-panel';

/** /admin/inquiries/:id: the inquiry with its history, field by field, under the conversation. */
export default function InquiryWithHistory() {
  return (
    <InquiryPage
      renderHistory={(id, revision) => <EntityHistoryPanel kind="inquiry" id={id} revision={revision} />}
    />
  );
}
