import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../../../platform/i18n/languages';
import type { InquirySource, InquiryStatus } from '../../domain/inquiry';
import type { InquiryActivityKind } from './inquiry-detail.dto';

export interface InquiryRow {
  id: string;
  /** null (like email, phone, subject and message) once the person is erased. */
  name: string | null;
  email: string | null;
  phone: string | null;
  subject: string | null;
  message: string | null;
  property_id: string | null;
  language: Language;
  status: InquiryStatus;
  source: InquirySource;
  assignee_id: string | null;
  user_id: string | null;
  sent_at: Date;
  updated_at: Date;
}

export interface ActivityRow {
  id: string;
  kind: InquiryActivityKind;
  actor_id: string | null;
  body: string | null;
  from_status: InquiryStatus | null;
  to_status: InquiryStatus | null;
  assignee_id: string | null;
  reply_id: string | null;
  read_at: Date | null;
  at: Date;
}

export async function inquiryRow(em: EntityManager, inquiryId: string): Promise<InquiryRow | undefined> {
  const [row] = await em.execute<InquiryRow[]>('select * from engagement_inquiries where id = ?', [
    inquiryId,
  ]);
  return row;
}

/** The thread and history of an inquiry, oldest first; `kinds` narrows it (a client sees replies only). */
export function activityRows(
  em: EntityManager,
  inquiryId: string,
  kinds?: readonly InquiryActivityKind[],
): Promise<ActivityRow[]> {
  return em.execute<ActivityRow[]>(
    `select id, kind, actor_id, body, from_status, to_status, assignee_id, reply_id, read_at, at
       from engagement_inquiry_activity
      where inquiry_id = ? ${kinds ? 'and kind = any(?::text[])' : ''}
      order by position`,
    kinds ? [inquiryId, `{${kinds.join(',')}}`] : [inquiryId],
  );
}

export const isoOrNull = (date: Date | null): string | null => (date ? new Date(date).toISOString() : null);
