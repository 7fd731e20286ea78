import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { queryClient } from '../../lib/api/query-client';
import { endSession } from '../../lib/auth/session';
import { fakeApi } from '../../test/fake-api';
import type { FakeRoute } from '../../test/fake-api';
import { renderWithProviders, TestProviders } from '../../test/render';
import { signIn } from '../../test/session';
import { i18n } from '../../lib/i18n/i18n';
import { FavoriteButton } from './favorite-button';
import { VISITOR_FAVORITES_KEY } from './visitor-favorites';

const VILLA = 'villa-mar-santander';

const heart = () => screen.getByRole('button', { name: /favo/i });
const stored = () => JSON.parse(window.localStorage.getItem(VISITOR_FAVORITES_KEY) ?? '[]') as unknown[];

function favoriteOf(propertyId: string) {
  return {
    propertyId,
    addedAt: '2026-11-20T10:00:00.000Z',
    property: {
      id: propertyId,
      reference: 'CCL-0001',
      status: 'active',
      title: { es: 'Villa frente al mar' },
      city: 'Santander',
      location: 'santander',
      type: 'villa',
      priceEur: 2_850_000,
      bedrooms: 5,
      bathrooms: 4,
      sizeBuiltM2: 450,
      coverImage: null,
    },
  };
}

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('FavoriteButton for a visitor', () => {
  it('keeps the property in this browser, and says what a press will do', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FavoriteButton propertyId={VILLA} />);

    expect(heart()).toHaveAccessibleName('Guardar en favoritos');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart());
    expect(heart()).toHaveAccessibleName('Quitar de favoritos');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([{ propertyId: VILLA, addedAt: expect.any(String) }]);

    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([]);
  });

  it('is named in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderWithProviders(<FavoriteButton propertyId={VILLA} />);
    expect(heart()).toHaveAccessibleName('Save to favourites');
  });

  it('renders not pressed on the server, and shows the stored choice once hydrated without a mismatch', async () => {
    window.localStorage.setItem(
      VISITOR_FAVORITES_KEY,
      JSON.stringify([{ propertyId: VILLA, addedAt: '2026-11-20T10:00:00.000Z' }]),
    );
    const page = (
      <TestProviders queryClient={queryClient}>
        <FavoriteButton propertyId={VILLA} />
      </TestProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'false');

    const recoverable = jest.fn();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));

    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'true');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('FavoriteButton for a signed-in client', () => {
  function renderSignedIn(routes: Record<string, FakeRoute>) {
    let favorites = [favoriteOf('other-villa')];
    const api = fakeApi({
      'GET /api/me/favorites': () => ({ status: 200, body: { items: favorites } }),
      ...routes,
    });
    signIn();
    renderWithProviders(<FavoriteButton propertyId={VILLA} />, { queryClient });
    return {
      api,
      user: userEvent.setup(),
      setFavorites: (ids: string[]) => (favorites = ids.map(favoriteOf)),
    };
  }

  it('saves the favorite in the account, pressed at once', async () => {
    let answer: (value: { status: number }) => void = () => undefined;
    const { api, user, setFavorites } = renderSignedIn({
      [`PUT /api/me/favorites/${VILLA}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(api.calls()).toContain('GET /api/me/favorites'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAccessibleName('Quitar de favoritos');

    setFavorites([VILLA, 'other-villa']);
    await act(async () => answer({ status: 204 }));
    await waitFor(() =>
      expect(api.calls().filter((call) => call === 'GET /api/me/favorites')).toHaveLength(2),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([]);
  });

  it('goes back and says why when the API refuses', async () => {
    const { api, user } = renderSignedIn({
      [`PUT /api/me/favorites/${VILLA}`]: () => ({
        status: 409,
        body: { error: { code: 'favorites_limit', message: 'Too many favorites', details: [] } },
      }),
    });
    await waitFor(() => expect(api.calls()).toContain('GET /api/me/favorites'));

    await user.click(heart());

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ha alcanzado el máximo de 500 favoritos. Quite alguno para guardar otro.',
      ),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes a favorite of the account', async () => {
    const { api, user, setFavorites } = renderSignedIn({
      [`DELETE /api/me/favorites/${VILLA}`]: () => ({ status: 204 }),
    });
    setFavorites([VILLA]);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    setFavorites([]);

    await user.click(heart());

    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.calls()).toContain(`DELETE /api/me/favorites/${VILLA}`));
  });
});
