import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../lib/api/query-client';
import type { SaveSearchRequest } from '../../lib/api/types';
import { endSession } from '../../lib/auth/session';
import { VISITOR_FAVORITES_KEY } from '../../widgets/favorites/visitor-favorites';
import { keepPendingSearch } from '../../widgets/saved-searches/pending-search';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { signIn } from '../../test/session';
import VisitorChoicesCarryOver from './visitor-choices-carry-over';

const SEARCH: SaveSearchRequest = {
  name: 'Villas en Santander',
  filters: { location: ['santander'], type: ['villa'] },
  frequency: 'daily',
};

function renderSignedIn() {
  const api = fakeApi({
    'POST /api/me/favorites/merge': () => ({ status: 200, body: { added: 2 } }),
    'POST /api/me/saved-searches': () => ({ status: 201, body: { id: 'search-1' } }),
  });
  signIn();
  const { router } = renderWithProviders(<VisitorChoicesCarryOver />, {
    queryClient,
    router: { path: '/properties', routes: [{ path: '/dashboard', element: <h1>Mi panel</h1> }] },
  });
  return { api, router };
}

afterEach(() => {
  endSession();
  queryClient.clear();
  window.sessionStorage.clear();
});

describe('VisitorChoicesCarryOver', () => {
  it('merges the favorites kept in the browser into the account, then forgets them', async () => {
    window.localStorage.setItem(
      VISITOR_FAVORITES_KEY,
      JSON.stringify([
        { propertyId: 'villa-1', addedAt: '2026-11-20T10:00:00.000Z' },
        { propertyId: 'flat-2', addedAt: '2026-11-19T10:00:00.000Z' },
      ]),
    );
    const { api } = renderSignedIn();

    await waitFor(() => expect(window.localStorage.getItem(VISITOR_FAVORITES_KEY)).toBeNull());
    expect(await api.lastBody('POST /api/me/favorites/merge')).toEqual({
      propertyIds: ['villa-1', 'flat-2'],
    });
    expect(api.calls()).toEqual(['POST /api/me/favorites/merge']);
  });

  it('saves the search the visitor asked to save, and leads to the saved searches', async () => {
    keepPendingSearch(SEARCH);
    const { api, router } = renderSignedIn();

    const link = await screen.findByRole('link', { name: 'Ver mis búsquedas' });
    expect(screen.getByRole('status')).toHaveTextContent('Hemos guardado su búsqueda «Villas en Santander».');
    expect(link).toHaveAttribute('href', '/dashboard?tab=searches');
    expect(await api.lastBody('POST /api/me/saved-searches')).toEqual(SEARCH);
    expect(api.calls()).toEqual(['POST /api/me/saved-searches']);

    await userEvent.setup().click(link);
    expect(router?.state.location).toMatchObject({ pathname: '/dashboard', search: '?tab=searches' });
  });

  it('says so when the account already has its maximum of searches', async () => {
    keepPendingSearch(SEARCH);
    fakeApi({
      'POST /api/me/saved-searches': () => ({
        status: 409,
        body: { error: { code: 'saved_searches_limit', message: 'Limit reached', details: [] } },
      }),
    });
    signIn();
    renderWithProviders(<VisitorChoicesCarryOver />, { queryClient, router: { path: '/properties' } });

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ya tiene el máximo de búsquedas guardadas. Elimine alguna en su panel para guardar otra.',
      ),
    );
  });
});
