import { profileQueryKey, profileQueryOptions } from '../../features/account/api/get-profile';
import { updateProfile } from '../../features/account/api/update-profile';
import { queryClient } from '../../lib/api/query-client';
import type { Language } from '../../lib/i18n/languages';

let wanted: Language | null = null;
let queue: Promise<void> = Promise.resolve();

async function apply(): Promise<void> {
  const language = wanted;
  if (!language) return;
  const profile = await queryClient.fetchQuery(profileQueryOptions());
  if (profile.language === language) return;
  queryClient.setQueryData(profileQueryKey, await updateProfile({ language }));
}

/**
 * Makes the profile's preferred language (the one the account e-mails use) the site's language. Calls run
 * one after another and each applies the latest language asked for, so quick switches end on the last one.
 * A failure (offline, session just ended) leaves the preference as it was: the next switch or sign-in
 * tries again, and the client can still set it in their profile.
 */
export function followSiteLanguage(language: Language): Promise<void> {
  wanted = language;
  queue = queue.then(apply).catch(() => undefined);
  return queue;
}
