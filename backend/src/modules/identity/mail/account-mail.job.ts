import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { Language } from '../../../platform/i18n/languages';
import type { JobReaction } from '../../../platform/jobs/job-reaction';
import { MAIL_QUEUE } from '../../../platform/mail/mail-message';
import type {
  AccountErasureRequested,
  EmailChangeRequested,
  PasswordResetRequested,
  UserEvent,
  UserRegistered,
} from '../domain/user.events';
import type { AccountMailKind } from './account-mails';

export const SEND_ACCOUNT_MAIL_JOB = 'send-account-mail';

/**
 * The payload of an account mail job: who and which mail, never a token. The job creates the link's token
 * itself when it sends the mail, so the token never sits in an event, in Redis or in the outbox of a queue.
 */
export interface AccountMailJob {
  kind: AccountMailKind;
  userId: string;
  /** The address the mail goes to; the account's current address when absent. */
  to?: string;
  /** The language asked for; the account's preference when absent. */
  language?: Language;
}

function reaction(
  purpose: string,
  eventTypes: UserEvent['type'][],
  toJob: (event: StoredEvent) => AccountMailJob | null,
): JobReaction<AccountMailJob> {
  return { purpose, eventTypes, queue: MAIL_QUEUE, jobName: SEND_ACCOUNT_MAIL_JOB, toJob };
}

export const accountMailReactions: JobReaction<AccountMailJob>[] = [
  reaction('identity-welcome-mail', ['UserRegistered'], (event) => {
    const { data } = event as unknown as UserRegistered;
    // Accounts an operator created (create-owner, demo seed) need no welcome or verification.
    if (data.emailVerified) return null;
    return { kind: 'welcome', userId: data.userId, to: data.email, language: data.language };
  }),
  reaction('identity-password-reset-mail', ['PasswordResetRequested'], (event) => {
    const { data } = event as unknown as PasswordResetRequested;
    return { kind: 'password_reset', userId: data.userId, to: data.email, language: data.language };
  }),
  reaction('identity-email-change-mail', ['EmailChangeRequested'], (event) => {
    const { data } = event as unknown as EmailChangeRequested;
    return { kind: 'email_change', userId: data.userId, to: data.newEmail };
  }),
  reaction('identity-account-erasure-mail', ['AccountErasureRequested'], (event) => {
    const { data } = event as unknown as AccountErasureRequested;
    return { kind: 'account_erasure', userId: data.userId };
  }),
  reaction('identity-password-changed-mail', ['PasswordChanged', 'PasswordReset'], (event) => ({
    kind: 'password_changed',
    userId: (event.data as { userId: string }).userId,
  })),
];
