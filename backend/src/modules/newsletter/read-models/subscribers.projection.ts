import type { EntityManager } from '@mikro-orm/postgresql';
import type { InlineProjection } from '../../../platform/projections/projection';
import {
  ACCOUNT_ERASED,
  erasedAccountId,
  LEGACY_NEWSLETTER_CONSENT_EVENT_TYPES,
  NEWSLETTER_CONSENT_EVENT_TYPES,
  newsletterConsentOf,
  type AccountErased,
  type NewsletterConsentEvent,
  type ProfileUpdated,
  type UserRegistered,
} from '../../identity';

type SubscriberEvent = NewsletterConsentEvent | UserRegistered | ProfileUpdated | AccountErased;

/**
 * `newsletter_subscribers`: each account's latest consent to the letter, from the consent events identity
 * records on the account, and from the consent clients gave before those existed (the registration's and the
 * Settings' newsletter flag), so `rebuild-projections` subscribes them too. A later withdrawal wins, as the
 * latest consent always does; a registration of today writes the same row twice (its flag, then its
 * `NewsletterConsentGiven`). An erased account's row goes with it.
 */
export const subscribersProjection: InlineProjection<SubscriberEvent> = {
  name: 'newsletter-subscribers',
  eventTypes: [...NEWSLETTER_CONSENT_EVENT_TYPES, ...LEGACY_NEWSLETTER_CONSENT_EVENT_TYPES, ACCOUNT_ERASED],
  tables: ['newsletter_subscribers'],
  async apply(em, event) {
    if (event.type === ACCOUNT_ERASED) {
      await em.execute('delete from newsletter_subscribers where user_id = ?', [erasedAccountId(event)]);
      return;
    }
    const consent = newsletterConsentOf(event as Exclude<SubscriberEvent, AccountErased>);
    if (!consent) return;
    await em.execute(
      `insert into newsletter_subscribers (user_id, subscribed, source, changed_at) values (?, ?, ?, ?)
       on conflict (user_id) do update
         set subscribed = excluded.subscribed, source = excluded.source, changed_at = excluded.changed_at`,
      [consent.userId, consent.subscribed, consent.source, consent.at],
    );
  },
};

/** The module's reads of its own table. */
export const subscribers = {
  /** The accounts subscribed now, in a stable order. */
  async subscribed(em: EntityManager): Promise<string[]> {
    const rows = await em.execute<{ user_id: string }[]>(
      'select user_id from newsletter_subscribers where subscribed order by user_id',
    );
    return rows.map((row) => row.user_id);
  },
  async isSubscribed(em: EntityManager, userId: string): Promise<boolean> {
    const [row] = await em.execute<{ subscribed: boolean }[]>(
      'select subscribed from newsletter_subscribers where user_id = ?',
      [userId],
    );
    return row?.subscribed ?? false;
  },
};
