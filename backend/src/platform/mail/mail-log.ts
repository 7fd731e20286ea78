import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The sent-log that makes mail jobs idempotent: a job claims its row before the mail goes out and marks it
 * sent after; a job whose row says 'sent' (BullMQ delivered it again) sends nothing.
 */
export const mailLog = {
  /** Claims the job's row; returns false when its mail went out already. */
  async claim(em: EntityManager, jobId: string): Promise<boolean> {
    const [claim] = await em.execute<{ status: string }[]>(
      `insert into mail_log (job_id, status) values (?, 'sending')
       on conflict (job_id) do update set attempts = mail_log.attempts + 1
       returning status`,
      [jobId],
    );
    return claim.status !== 'sent';
  },

  /** Records that the job is done: its mail went out (message id), or it had nothing to send ('skipped'). */
  async markSent(em: EntityManager, jobId: string, messageId: string): Promise<void> {
    await em.execute(
      `update mail_log set status = 'sent', message_id = ?, sent_at = now() where job_id = ?`,
      [messageId, jobId],
    );
  },
};
