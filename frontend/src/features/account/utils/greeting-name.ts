import type { SessionUser } from '../../../lib/auth/session';
import type { Language } from '../../../lib/i18n/languages';

/**
 * Languages whose greeting addresses the client by their full name, as their mails do
 * (backend/src/platform/mail/greeting-name.ts): German, where a first name alone clashes with "Sie".
 */
const GREETS_BY_FULL_NAME: ReadonlySet<Language> = new Set(['de']);

/**
 * The name the panel greets a client by in `language`: their full name where the language's formal tone
 * asks for it, elsewhere the name they go by (their display name, else their first name).
 */
export function greetingName(
  user: Pick<SessionUser, 'firstName' | 'lastName' | 'displayName'>,
  language: Language,
): string {
  const name = user.displayName || user.firstName;
  if (!GREETS_BY_FULL_NAME.has(language)) return name;
  return `${user.firstName} ${user.lastName}`.trim() || name;
}
