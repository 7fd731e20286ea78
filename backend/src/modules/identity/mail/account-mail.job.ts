import type { DomainEvent } from '../../../platform/domain/decider';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { Language } from '../../../platform/i18n/languages';
import type { JobReaction } from '../../../platform/jobs/job-reaction';
import { MAIL_QUEUE } from '../../../platform/mail/mail-message';
import type {
  AccountErasureRequested,
  EmailChangeRequested,
  PasswordChanged,
  PasswordReset,
  PasswordResetRequested,
  StaffSignedInFromNewDevice,
  UserRegistered,
} from '../domain/user.events';
import type { AccountMailKind, NewDeviceSignIn } from './account-mails';

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
  /** The sign-in a new-device mail tells of: when, browser and system (no address, no token). */
  signIn?: NewDeviceSignIn;
}

function reaction<E extends DomainEvent>(
  purpose: string,
  eventTypes: E['type'][],
  toJob: (event: StoredEvent<E>) => AccountMailJob | null,
): JobReaction<AccountMailJob, E> {
  return { purpose, eventTypes, queue: MAIL_QUEUE, jobName: SEND_ACCOUNT_MAIL_JOB, toJob };
}

export const accountMailReactions: JobReaction<AccountMailJob>[] = [
  reaction<UserRegistered>('identity-welcome-mail', ['UserRegistered'], ({ data }) => {
    // Accounts an operator created (create-owner, demo seed) need no welcome or verification.
    if (data.emailVerified) return null;
    return { kind: 'welcome', userId: data.userId, to: data.email, language: data.language };
  }),
  reaction<PasswordResetRequested>('identity-password-reset-mail', ['PasswordResetRequested'], ({ data }) => {
    return { kind: 'password_reset', userId: data.userId, to: data.email, language: data.language };
  }),
  reaction<EmailChangeRequested>('identity-email-change-mail', ['EmailChangeRequested'], ({ data }) => {
    return { kind: 'email_change', userId: data.userId, to: data.newEmail };
  }),
  reaction<AccountErasureRequested>(
    'identity-account-erasure-mail',
    ['AccountErasureRequested'],
    ({ data }) => ({
      kind: 'account_erasure',
      userId: data.userId,
    }),
  ),
  reaction<PasswordChanged | PasswordReset>(
    'identity-password-changed-mail',
    ['PasswordChanged', 'PasswordReset'],
    ({ data }) => ({
      kind: 'password_changed',
      userId: data.userId,
    }),
  ),
  reaction<StaffSignedInFromNewDevice>(
    'identity-new-device-mail',
    ['StaffSignedInFromNewDevice'],
    ({ data }) => ({
      kind: 'new_device',
      userId: data.userId,
      signIn: { at: data.signedInAt, browser: data.browser, os: data.os },
    }),
  ),
];
