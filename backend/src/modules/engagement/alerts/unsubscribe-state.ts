import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/domain/domain-error';
import type { UnsubscribeClaim } from './unsubscribe-token';

export interface UnsubscribeState {
  kind: 'search' | 'digest' | 'price_drops';
  searchName: string | null;
  /** For a digest: daily or weekly. */
  frequency: 'daily' | 'weekly' | null;
  subscribed: boolean;
}

/** Whether the alerts an unsubscribe link names are on now; 404 when its saved search was deleted since. */
export async function unsubscribeState(
  em: EntityManager,
  claim: UnsubscribeClaim,
): Promise<UnsubscribeState> {
  if (claim.target.kind === 'price_drops') {
    const [row] = await em.execute<{ price_drop_alerts: boolean }[]>(
      'select price_drop_alerts from engagement_alert_settings where user_id = ?',
      [claim.userId],
    );
    return {
      kind: 'price_drops',
      searchName: null,
      frequency: null,
      subscribed: row?.price_drop_alerts ?? true,
    };
  }
  if (claim.target.kind === 'digest') {
    const [row] = await em.execute<{ subscribed: boolean }[]>(
      `select exists (select 1 from engagement_saved_searches where user_id = ? and frequency = ?) as subscribed`,
      [claim.userId, claim.target.frequency],
    );
    return {
      kind: 'digest',
      searchName: null,
      frequency: claim.target.frequency,
      subscribed: row.subscribed,
    };
  }
  const [search] = await em.execute<{ name: string; frequency: string }[]>(
    'select name, frequency from engagement_saved_searches where id = ? and user_id = ?',
    [claim.target.searchId, claim.userId],
  );
  if (!search) {
    throw new DomainError('not_found', 'saved_search_not_found', 'This saved search no longer exists');
  }
  return {
    kind: 'search',
    searchName: search.name,
    frequency: null,
    subscribed: search.frequency !== 'none',
  };
}
