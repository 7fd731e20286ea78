import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The states of a mail job's row in the sent-log:
 * - sending: claimed, composing, being sent, or waiting for a retry after an error (`last_error`);
 * - sent: the mail server accepted it (or there was nothing to send: message id 'skipped');
 * - refused: the mail server refused it for good (5xx), so retrying would change nothing;
 * - failed: given up after a day of errors;
 * - uncertain: the worker lost the mail server after handing the mail over (it died, or the connection broke
 *   before the server's answer): the server may have accepted it. Only an operator decides (see MailOperator);
 * - withdrawn: its person was erased before it went out; its job left Redis with them, and nobody sends it.
 */
export type MailLogStatus = 'sending' | 'sent' | 'refused' | 'failed' | 'uncertain' | 'withdrawn';

/** What a job may do with its mail, given its row. */
export type MailClaim = 'send' | 'done' | 'uncertain';

export interface UnsentMail {
  jobId: string;
  status: MailLogStatus;
  attempts: number;
  messageId: string | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Mail that is failing or stuck, as the health endpoint reports it: counts only. */
export interface MailTrouble {
  retrying: number;
  stuck: number;
  uncertain: number;
  failed: number;
}

interface UnsentRow {
  job_id: string;
  status: MailLogStatus;
  attempts: number;
  message_id: string | null;
  last_error: string | null;
  /** Raw SQL answers timestamps as text. */
  created_at: string;
  updated_at: string;
}

const toUnsent = (row: UnsentRow): UnsentMail => ({
  jobId: row.job_id,
  status: row.status,
  attempts: row.attempts,
  messageId: row.message_id,
  lastError: row.last_error,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/**
 * The sent-log that makes mail jobs idempotent: a job claims its row before the mail goes out, records the
 * moment it hands the mail over to the server, and marks it sent when the server accepted it. A job whose
 * row says sent sends nothing; a job that finds a hand-over without an answer sends nothing either.
 */
export const mailLog = {
  /**
   * Claims the job's row. A row left 'sending' with a hand-over recorded belongs to an attempt that never
   * learnt the server's answer: it becomes 'uncertain' and the job sends nothing.
   */
  async claim(em: EntityManager, jobId: string): Promise<MailClaim> {
    const [row] = await em.execute<{ status: MailLogStatus }[]>(
      `insert into mail_log (job_id, status) values (?, 'sending')
       on conflict (job_id) do update set
         attempts = mail_log.attempts + 1,
         updated_at = now(),
         status = case
           when mail_log.status = 'sending' and mail_log.handed_over_at is not null then 'uncertain'
           when mail_log.status in ('refused', 'failed') then 'sending'
           else mail_log.status end
       returning status`,
      [jobId],
    );
    if (row.status === 'sending') return 'send';
    return row.status === 'uncertain' ? 'uncertain' : 'done';
  },

  /** Recorded right before the server receives the end of the message: from here on only it knows. */
  async markHandedOver(em: EntityManager, jobId: string, messageId: string): Promise<void> {
    await em.execute(
      `update mail_log set handed_over_at = now(), message_id = ?, updated_at = now() where job_id = ?`,
      [messageId, jobId],
    );
  },

  /** Records that the job is done: its mail went out (message id), or it had nothing to send ('skipped'). */
  async markSent(em: EntityManager, jobId: string, messageId: string): Promise<void> {
    await em.execute(
      `update mail_log set status = 'sent', message_id = ?, sent_at = now(), last_error = null, updated_at = now()
       where job_id = ?`,
      [messageId, jobId],
    );
  },

  /**
   * An attempt that did not deliver: 'sending' (a retry follows; nothing reached the server), 'refused',
   * 'failed' or 'uncertain'. `error` is a code, never the server's text.
   */
  async markUndelivered(
    em: EntityManager,
    jobId: string,
    status: Exclude<MailLogStatus, 'sent'>,
    error: string,
  ): Promise<void> {
    await em.execute(
      `update mail_log set status = ?, last_error = ?, updated_at = now(),
         handed_over_at = case when ? = 'sending' then null else handed_over_at end
       where job_id = ?`,
      [status, error, status, jobId],
    );
  },

  /** The mails of jobs removed because their person was erased: never sent, never retried, not a fault. */
  async withdraw(em: EntityManager, jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await em.execute(
      `update mail_log set status = 'withdrawn', last_error = 'person_erased', handed_over_at = null, updated_at = now()
       where job_id in (${jobIds.map(() => '?').join(', ')}) and status <> 'sent'`,
      [...jobIds],
    );
  },

  /** Rows still 'sending' that nothing has touched for `minutes` (a job lost, or exhausted its attempts). */
  async stuck(em: EntityManager, minutes: number): Promise<(UnsentMail & { handedOver: boolean })[]> {
    const rows = await em.execute<(UnsentRow & { handed_over: boolean })[]>(
      `select *, handed_over_at is not null as handed_over from mail_log
       where status = 'sending' and updated_at < now() - make_interval(mins => ?)
       order by updated_at`,
      [minutes],
    );
    return rows.map((row) => ({ ...toUnsent(row), handedOver: row.handed_over }));
  },

  /** Touches a row the sweep sent back to the queue, so it counts as stuck again only if it stays. */
  async touch(em: EntityManager, jobId: string): Promise<void> {
    await em.execute(`update mail_log set updated_at = now() where job_id = ?`, [jobId]);
  },

  /** Mails that did not go out (refused, failed, uncertain) or are retrying after an error, newest first. */
  async undelivered(em: EntityManager): Promise<UnsentMail[]> {
    const rows = await em.execute<UnsentRow[]>(
      `select * from mail_log
       where status in ('refused', 'failed', 'uncertain') or (status = 'sending' and last_error is not null)
       order by updated_at desc`,
    );
    return rows.map(toUnsent);
  },

  async find(em: EntityManager, jobId: string): Promise<UnsentMail | null> {
    const [row] = await em.execute<UnsentRow[]>(`select * from mail_log where job_id = ?`, [jobId]);
    return row ? toUnsent(row) : null;
  },

  /**
   * An operator's retry: the row goes back to 'sending' without its hand-over, so the job sends (with the
   * same Message-ID). Returns false when the mail went out already, or was withdrawn with its person.
   */
  async reopen(em: EntityManager, jobId: string): Promise<boolean> {
    const rows = await em.execute<{ job_id: string }[]>(
      `update mail_log set status = 'sending', handed_over_at = null, updated_at = now()
       where job_id = ? and status not in ('sent', 'withdrawn') returning job_id`,
      [jobId],
    );
    return rows.length > 0;
  },

  /**
   * When the oldest mail still retrying after an error was first tried: how long mail has been failing (readiness),
   * or null when no mail is failing now.
   */
  async failingSince(em: EntityManager): Promise<Date | null> {
    const [row] = await em.execute<{ since: string | null }[]>(
      `select min(created_at) as since from mail_log where status = 'sending' and last_error is not null`,
    );
    return row.since ? new Date(row.since) : null;
  },

  /** Failing now (retrying), stuck for `stuckMinutes`, uncertain, and given up in the last day. */
  async trouble(em: EntityManager, stuckMinutes: number): Promise<MailTrouble> {
    const [row] = await em.execute<MailTrouble[]>(
      `select
         count(*) filter (where status = 'sending' and last_error is not null)::int as retrying,
         count(*) filter (where status = 'sending' and updated_at < now() - make_interval(mins => ?))::int as stuck,
         count(*) filter (where status = 'uncertain')::int as uncertain,
         count(*) filter (where status = 'failed' and updated_at > now() - interval '1 day')::int as failed
       from mail_log where status <> 'sent'`,
      [stuckMinutes],
    );
    return row;
  },
};
