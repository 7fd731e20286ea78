import type { InquiryRow } from '../get-inquiry/inquiry-rows';
import type { InquiryListItemDto } from './inquiry-list.dto';

/** How much of the message an inbox row shows. */
export const EXCERPT_LENGTH = 160;

/** The columns of engagement_inquiries an inbox row needs, the message cut to its excerpt. */
export type InquiryListRow = Omit<InquiryRow, 'phone' | 'message'> & { excerpt: string | null };

/** An inquiry as the inbox lists it; the detail view starts from the same fields. */
export function inquiryListItem(row: InquiryListRow): InquiryListItemDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    excerpt: row.excerpt,
    propertyId: row.property_id,
    language: row.language,
    status: row.status,
    source: row.source,
    assigneeId: row.assignee_id,
    hasAccount: row.user_id !== null,
    sentAt: new Date(row.sent_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
