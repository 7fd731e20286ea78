import type { EntityManager } from '@mikro-orm/postgresql';
import type { InlineProjection } from '../../../platform/projections/projection';
import {
  ACCOUNT_ERASED,
  erasedAccountId,
  NEWSLETTER_CONSENT_EVENT_TYPES,
  type AccountErased,
  type NewsletterConsentEvent,
} from '../../identity';

type SubscriberEvent = NewsletterConsentEvent | AccountErased;

/**
 * `newsletter_subscribers`: each account's latest consent to the letter, from the consent events identity
 * records on the account. An erased account's row goes with it.
 */
export const subscribersProjection: InlineProjection<SubscriberEvent> = {
  name: 'newsletter-subscribers',
  eventTypes: [...NEWSLETTER_CONSENT_EVENT_TYPES, ACCOUNT_ERASED],
  tables: ['newsletter_subscribers'],
  async apply(em, event) {
    if (event.type === ACCOUNT_ERASED) {
      await em.execute('delete from newsletter_subscribers where user_id = ?', [erasedAccountId(event)]);
      return;
    }
    const { userId, source, at } = (event as NewsletterConsentEvent).data;
    await em.execute(
      `insert into newsletter_subscribers (user_id, subscribed, source, changed_at) values (?, ?, ?, ?)
       on conflict (user_id) do update
         set subscribed = excluded.subscribed, source = excluded.source, changed_at = excluded.changed_at`,
      [userId, event.type === 'NewsletterConsentGiven', source, at],
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
