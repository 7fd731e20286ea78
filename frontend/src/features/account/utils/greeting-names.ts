import type { SessionUser } from '../../../lib/auth/session';

/**
 * The names the panel greets a client with, as the mails do (backend/src/platform/mail/greeting-name.ts):
 * the name they go by (their display name, else their first name) and their full name. Each language's
 * greeting picks one: German greets formally by the full name, since a first name alone clashes with "Sie".
 */
export function greetingNames(user: Pick<SessionUser, 'firstName' | 'lastName' | 'displayName'>): {
  name: string;
  fullName: string;
} {
  const name = user.displayName || user.firstName;
  return { name, fullName: `${user.firstName} ${user.lastName}`.trim() || name };
}
