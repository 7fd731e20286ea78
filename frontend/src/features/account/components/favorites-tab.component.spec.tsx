import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { FavoritesTab } from './favorites-tab';

type Status = 'active' | 'reserved' | 'sold' | 'withdrawn' | 'draft' | 'deleted';

function favorite(id: string, title: string, status: Status, addedAt: string) {
  return {
    propertyId: id,
    addedAt,
    property: {
      id,
      reference: `REF-${id}`,
      status,
      title: { es: title, en: `${title} (EN)` },
      city: 'Santander',
      location: 'santander',
      type: 'villa',
      priceEur: status === 'deleted' ? null : 1_250_000,
      bedrooms: 4,
      bathrooms: 3,
      sizeBuiltM2: 320,
      coverImage: null,
    },
  };
}

const VILLA = favorite('villa', 'Villa del Faro', 'active', '2026-11-20T10:00:00.000Z');
const PENTHOUSE = favorite('penthouse', 'Ático en el Sardinero', 'reserved', '2026-11-18T10:00:00.000Z');
const HOUSE = favorite('house', 'Casona de Comillas', 'withdrawn', '2026-11-10T10:00:00.000Z');
const GONE = favorite('gone', 'Dúplex de Noja', 'deleted', '2026-11-01T10:00:00.000Z');

function renderTab(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  signIn();
  renderWithProviders(<FavoritesTab />, { queryClient, router: { path: '/dashboard' } });
  return { api, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('FavoritesTab', () => {
  it('shows each favorite as it is now: its price, its status, when it was saved', async () => {
    renderTab({
      'GET /api/me/favorites': () => ({ status: 200, body: { items: [VILLA, PENTHOUSE, HOUSE, GONE] } }),
    });

    const villa = await screen.findByRole('listitem', { name: 'Villa del Faro' });
    expect(within(villa).getByRole('link', { name: 'Villa del Faro' })).toHaveAttribute(
      'href',
      '/property/villa',
    );
    expect(villa).toHaveTextContent(/1\.250\.000\s€/);
    expect(villa).toHaveTextContent('Guardada el 20 de noviembre de 2026');

    expect(card('Ático en el Sardinero')).toHaveTextContent('Reservado');
    expect(card('Casona de Comillas')).toHaveTextContent('Ya no está disponible');
    const gone = card('Dúplex de Noja');
    expect(gone).toHaveTextContent('Esta propiedad ya no está en nuestro catálogo');
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    expect(gone).not.toHaveTextContent('€');
  });

  it('says there is nothing yet, and where to start', async () => {
    renderTab({ 'GET /api/me/favorites': () => ({ status: 200, body: { items: [] } }) });

    expect(await screen.findByRole('heading', { name: 'Aún no tiene favoritos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar propiedades' })).toHaveAttribute('href', '/properties');
  });

  it('offers to try again when the favorites cannot be read', async () => {
    let calls = 0;
    const { user } = renderTab({
      'GET /api/me/favorites': () =>
        ++calls === 1
          ? { status: 429, body: { error: { code: 'too_many_requests', message: 'Slow down', details: [] } } }
          : { status: 200, body: { items: [VILLA] } },
    });

    expect(
      await screen.findByRole('heading', { name: 'No hemos podido cargar sus favoritos' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('listitem', { name: 'Villa del Faro' })).toBeInTheDocument();
  });

  it('removes a favorite at once, and puts it back with Undo on the date it was saved on', async () => {
    let items = [VILLA, PENTHOUSE];
    const { api, user } = renderTab({
      'GET /api/me/favorites': () => ({ status: 200, body: { items } }),
      'DELETE /api/me/favorites/villa': () => {
        items = [PENTHOUSE];
        return { status: 204 };
      },
      'POST /api/me/favorites/villa/restore': () => {
        items = [VILLA, PENTHOUSE];
        return { status: 204 };
      },
    });

    const villa = await screen.findByRole('listitem', { name: 'Villa del Faro' });
    await user.click(within(villa).getByRole('button', { name: 'Quitar de favoritos' }));

    expect(screen.queryByRole('listitem', { name: 'Villa del Faro' })).not.toBeInTheDocument();
    expect(await screen.findByText('Hemos quitado «Villa del Faro» de sus favoritos.')).toBeInTheDocument();
    expect(api.calls()).toContain('DELETE /api/me/favorites/villa');

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByRole('listitem', { name: 'Villa del Faro' })).toHaveTextContent(
      'Guardada el 20 de noviembre de 2026',
    );
    // Restored, not saved anew: saving it again would date it today.
    await waitFor(() => expect(api.calls()).toContain('POST /api/me/favorites/villa/restore'));
    expect(api.calls()).not.toContain('PUT /api/me/favorites/villa');
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it('puts a favorite back and says so when its removal fails', async () => {
    const { user } = renderTab({
      'GET /api/me/favorites': () => ({ status: 200, body: { items: [VILLA] } }),
      'DELETE /api/me/favorites/villa': () => ({
        status: 500,
        body: { error: { code: 'internal_error', message: 'Boom', details: [] } },
      }),
    });

    const villa = await screen.findByRole('listitem', { name: 'Villa del Faro' });
    await user.click(within(villa).getByRole('button', { name: 'Quitar de favoritos' }));

    expect(
      await screen.findByText('No hemos podido actualizar sus favoritos. Inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Villa del Faro' })).toBeInTheDocument();
  });
});
