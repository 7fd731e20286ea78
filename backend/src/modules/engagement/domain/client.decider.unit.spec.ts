import { DomainError } from '../../../platform/domain/domain-error';
import { specFor } from '../../../platform/testing/given-when-then';
import { clientDecider, type ClientCommand } from './client.decider';
import type { ClientEvent, FavoriteAdded, SearchSaved } from './client.events';
import { FAVORITES_LIMIT, SAVED_SEARCH_LIMIT } from './search-filters';

const given = specFor(clientDecider);
const userId = 'user-1';
const at = '2026-11-25T10:00:00.000Z';

const added = (propertyId: string): FavoriteAdded => ({
  type: 'FavoriteAdded',
  data: { userId, propertyId, addedAt: at },
});
const saved = (searchId: string, frequency: SearchSaved['data']['frequency'] = 'daily'): SearchSaved => ({
  type: 'SearchSaved',
  data: {
    userId,
    searchId,
    name: 'Villas',
    filters: { type: ['villa'] },
    frequency,
    reductionsOnly: false,
    savedAt: at,
  },
});

function domainError(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('client decider', () => {
  describe('favorites', () => {
    const add: ClientCommand = { type: 'AddFavorite', userId, propertyId: 'villa', at };

    it('adds a favorite once: adding it again records nothing', () => {
      expect(given([]).when(add)).toEqual([added('villa')]);
      expect(given([added('villa')]).when(add)).toEqual([]);
    });

    it('removes a favorite, and removing what is absent records nothing', () => {
      const remove: ClientCommand = { type: 'RemoveFavorite', userId, propertyId: 'villa', at };
      expect(given([added('villa')]).when(remove)).toEqual([
        { type: 'FavoriteRemoved', data: { userId, propertyId: 'villa', removedAt: at } },
      ]);
      expect(given([]).when(remove)).toEqual([]);
    });

    it('restores a removed favorite with the date it was first saved on, and only one that was removed', () => {
      const savedOn = '2026-10-01T08:00:00.000Z';
      const first: FavoriteAdded = {
        type: 'FavoriteAdded',
        data: { userId, propertyId: 'villa', addedAt: savedOn },
      };
      const removed: ClientEvent = {
        type: 'FavoriteRemoved',
        data: { userId, propertyId: 'villa', removedAt: '2026-11-25T09:59:55.000Z' },
      };
      const restore: ClientCommand = { type: 'RestoreFavorite', userId, propertyId: 'villa', at };
      expect(given([first, removed]).when(restore)).toEqual([
        { type: 'FavoriteAdded', data: { userId, propertyId: 'villa', addedAt: savedOn, restoredAt: at } },
      ]);
      expect(given([first, removed, added('villa')]).when(restore)).toEqual([]);
      expect(given([first]).when(restore)).toEqual([]);
      expect(domainError(() => given([]).when(restore)).code).toBe('favorite_not_removed');
      // Saved again after its removal, the later date is the one a second removal keeps.
      const again = added('villa');
      expect(given([first, removed, again, removed]).when(restore)).toEqual([
        { type: 'FavoriteAdded', data: { userId, propertyId: 'villa', addedAt: at, restoredAt: at } },
      ]);
    });

    it(`refuses a favorite beyond ${FAVORITES_LIMIT}`, () => {
      const full = Array.from({ length: FAVORITES_LIMIT }, (_, i) => added(`p${i}`));
      expect(domainError(() => given(full).when(add)).code).toBe('favorites_limit');
    });

    it('merges browser favorites: only the new ones, each once, and merging twice adds nothing', () => {
      const merge: ClientCommand = {
        type: 'MergeFavorites',
        userId,
        propertyIds: ['villa', 'loft', 'loft', 'casona'],
        at,
      };
      const events = given([added('villa')]).when(merge);
      expect(events.map((e) => (e as FavoriteAdded).data.propertyId)).toEqual(['loft', 'casona']);
      expect(events.every((e) => (e as FavoriteAdded).data.mergedFromBrowser)).toBe(true);
      expect(given([added('villa'), ...events]).when(merge)).toEqual([]);
    });

    it('merges only as many as fit under the limit', () => {
      const almost = Array.from({ length: FAVORITES_LIMIT - 1 }, (_, i) => added(`p${i}`));
      const merge: ClientCommand = { type: 'MergeFavorites', userId, propertyIds: ['a', 'b'], at };
      expect(given(almost).when(merge)).toHaveLength(1);
    });
  });

  describe('saved searches', () => {
    const save: ClientCommand = {
      type: 'SaveSearch',
      userId,
      searchId: 's1',
      name: 'Villas',
      filters: { type: ['villa'] },
      frequency: 'daily',
      at,
    };

    it('saves a search; the same id twice records it once', () => {
      expect(given([]).when(save)).toEqual([saved('s1')]);
      expect(given([saved('s1')]).when(save)).toEqual([]);
    });

    it(`refuses a search beyond ${SAVED_SEARCH_LIMIT}`, () => {
      const full = Array.from({ length: SAVED_SEARCH_LIMIT }, (_, i) => saved(`s${i + 10}`));
      const error = domainError(() => given(full).when(save));
      expect([error.kind, error.code]).toEqual(['conflict', 'saved_searches_limit']);
    });

    it('renames and changes the frequency, and records nothing when nothing changes', () => {
      const update: ClientCommand = {
        type: 'UpdateSavedSearch',
        userId,
        searchId: 's1',
        name: 'Mar',
        frequency: 'weekly',
        at,
      };
      expect(given([saved('s1')]).when(update)).toEqual([
        { type: 'SavedSearchRenamed', data: { userId, searchId: 's1', name: 'Mar' } },
        {
          type: 'SavedSearchFrequencyChanged',
          data: { userId, searchId: 's1', frequency: 'weekly', changedAt: at, source: 'account' },
        },
      ]);
      expect(given([saved('s1', 'weekly')]).when({ ...update, name: 'Villas' })).toEqual([]);
      expect(given([saved('s1')]).when({ type: 'UpdateSavedSearch', userId, searchId: 's1', at })).toEqual(
        [],
      );
    });

    it('saves a search that alerts of reductions only, and switches it back and forth once', () => {
      const reductions = given([]).when({ ...save, reductionsOnly: true });
      expect(reductions).toEqual([{ ...saved('s1'), data: { ...saved('s1').data, reductionsOnly: true } }]);
      const toggle: ClientCommand = {
        type: 'UpdateSavedSearch',
        userId,
        searchId: 's1',
        reductionsOnly: true,
        at,
      };
      const changed = given([saved('s1')]).when(toggle);
      expect(changed).toEqual([
        {
          type: 'SavedSearchReductionsOnlyChanged',
          data: { userId, searchId: 's1', reductionsOnly: true, changedAt: at },
        },
      ]);
      expect(given([saved('s1'), ...changed]).when(toggle)).toEqual([]);
      expect(given([saved('s1'), ...changed]).when({ ...toggle, reductionsOnly: false })).toHaveLength(1);
    });

    it('stops the alerts of a search from an unsubscribe link, once', () => {
      const stop: ClientCommand = { type: 'StopSavedSearchAlerts', userId, searchId: 's1', at };
      const events = given([saved('s1')]).when(stop);
      expect(events).toEqual([
        {
          type: 'SavedSearchFrequencyChanged',
          data: { userId, searchId: 's1', frequency: 'none', changedAt: at, source: 'unsubscribe_link' },
        },
      ]);
      expect(given([saved('s1'), ...events]).when(stop)).toEqual([]);
    });

    it('undoes an unsubscription back to the frequency the search had', () => {
      const off: ClientEvent = {
        type: 'SavedSearchFrequencyChanged',
        data: { userId, searchId: 's1', frequency: 'none', changedAt: at, source: 'unsubscribe_link' },
      };
      const restore: ClientCommand = { type: 'RestoreSavedSearchAlerts', userId, searchId: 's1', at };
      expect(given([saved('s1', 'instant'), off]).when(restore)).toEqual([
        {
          type: 'SavedSearchFrequencyChanged',
          data: { userId, searchId: 's1', frequency: 'instant', changedAt: at, source: 'unsubscribe_link' },
        },
      ]);
      expect(given([saved('s1', 'instant')]).when(restore)).toEqual([]);
      expect(given([saved('s1', 'none')]).when(restore)).toMatchObject([{ data: { frequency: 'daily' } }]);
    });

    it('stops every search of a digest from its unsubscribe link, and the undo brings back only those', () => {
      const history = [saved('d1', 'daily'), saved('d2', 'daily'), saved('w1', 'weekly')];
      const stop = given(history).when({ type: 'StopDigestAlerts', userId, frequency: 'daily', at });
      expect(stop.map((e) => (e.data as { searchId: string }).searchId)).toEqual(['d1', 'd2']);
      const restore = given([...history, ...stop]).when({
        type: 'RestoreDigestAlerts',
        userId,
        frequency: 'daily',
        at,
      });
      expect(restore).toMatchObject([
        { data: { searchId: 'd1', frequency: 'daily' } },
        { data: { searchId: 'd2', frequency: 'daily' } },
      ]);
      expect(
        given([...history, ...stop, ...restore]).when({
          type: 'StopDigestAlerts',
          userId,
          frequency: 'weekly',
          at,
        }),
      ).toHaveLength(1);
    });

    it('deletes a search once; a deleted search cannot be renamed or seen', () => {
      const remove: ClientCommand = { type: 'DeleteSavedSearch', userId, searchId: 's1', at };
      const [deleted] = given([saved('s1')]).when(remove);
      expect(deleted.type).toBe('SavedSearchDeleted');
      expect(given([saved('s1'), deleted]).when(remove)).toEqual([]);
      const seen: ClientCommand = { type: 'MarkSavedSearchSeen', userId, searchId: 's1', at };
      expect(domainError(() => given([saved('s1'), deleted]).when(seen)).code).toBe('saved_search_not_found');
    });
  });

  describe('price-drop alerts', () => {
    it('are on by default and change only when asked for the other value', () => {
      const off: ClientCommand = {
        type: 'ChangePriceDropAlerts',
        userId,
        enabled: false,
        source: 'account',
        at,
      };
      expect(given([]).state().priceDropAlerts).toBe(true);
      expect(given([]).when({ ...off, enabled: true })).toEqual([]);
      const events = given([]).when(off);
      expect(events).toHaveLength(1);
      expect(given(events).when(off)).toEqual([]);
    });
  });
});
