import { useEffect, useRef } from 'react';
import type { Session } from '../../lib/auth/session';
import type { Language } from '../../lib/i18n/languages';

interface Seen {
  status: Session['status'];
  userId: string | null;
}

/**
 * The profile's preferred language, which the account e-mails (e-mail change, password changed) use,
 * follows the language the client uses on the site right after a sign-in or registration made in another
 * language than the profile's (the language selector sees to a switch while signed in). A session restored
 * when the page loads changes nothing by itself (the preference may have been set on another device). The
 * work, and the account code it needs, loads only when there is something to do.
 */
export function useProfileLanguageFollowsSite(session: Session, language: Language): void {
  const seen = useRef<Seen | null>(null);
  const userId = session.user?.id ?? null;
  useEffect(() => {
    const before = seen.current;
    seen.current = { status: session.status, userId };
    if (!before || session.status !== 'authenticated') return;
    const signedIn =
      before.status === 'anonymous' || (before.status === 'authenticated' && before.userId !== userId);
    if (signedIn)
      void import('./follow-site-language').then(({ followSiteLanguage }) => followSiteLanguage(language));
  }, [session.status, userId, language]);
}
