import { useEffect, useRef } from 'react';
import type { Session } from '../../lib/auth/session';
import type { Language } from '../../lib/i18n/languages';

interface Seen {
  status: Session['status'];
  userId: string | null;
  language: Language;
}

/**
 * The profile's preferred language, which the account e-mails (e-mail change, password changed) use,
 * follows the language the client uses on the site: when a signed-in client switches it, and right after
 * a sign-in or registration made in another language than the profile's. A session restored when the page
 * loads changes nothing by itself (the preference may have been set on another device). The work, and the
 * account code it needs, loads only when there is something to do.
 */
export function useProfileLanguageFollowsSite(session: Session, language: Language): void {
  const seen = useRef<Seen | null>(null);
  const userId = session.user?.id ?? null;
  useEffect(() => {
    const before = seen.current;
    seen.current = { status: session.status, userId, language };
    if (!before || session.status !== 'authenticated') return;
    const signedIn =
      before.status === 'anonymous' || (before.status === 'authenticated' && before.userId !== userId);
    const switched =
      before.status === 'authenticated' && before.userId === userId && before.language !== language;
    if (signedIn || switched)
      void import('./follow-site-language').then(({ followSiteLanguage }) => followSiteLanguage(language));
  }, [session.status, userId, language]);
}
