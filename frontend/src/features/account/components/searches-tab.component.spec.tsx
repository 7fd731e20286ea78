import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { SearchesTab } from './searches-tab';

const VILLAS = {
  id: 'search-1',
  name: 'Villas en Santander',
  filters: { location: ['santander'], type: ['villa'], priceMax: 2_000_000 },
  frequency: 'daily',
  reductionsOnly: false,
  createdAt: '2026-11-02T09:00:00.000Z',
  seenAt: '2026-11-20T09:00:00.000Z',
  matchCount: 12,
  matchCountCapped: false,
  newMatchCount: 3,
};
const EVERYTHING = {
  ...VILLAS,
  id: 'search-2',
  name: 'Todas las propiedades',
  filters: {},
  frequency: 'none',
  matchCount: 1000,
  matchCountCapped: true,
  newMatchCount: 0,
};

function refusal(
  status: number,
  code: string,
  details: { field: string; code: string; message: string }[] = [],
) {
  return { status, body: { error: { code, message: code, details } } };
}

function renderTab(
  routes: Record<string, FakeRoute> = {},
  items: unknown[] = [VILLAS, EVERYTHING],
  limit = 20,
) {
  const api = fakeApi({
    'GET /api/me/saved-searches': () => ({ status: 200, body: { items, limit } }),
    ...routes,
  });
  signIn();
  const { router } = renderWithProviders(<SearchesTab />, {
    queryClient,
    router: { path: '/dashboard', routes: [{ path: '/properties', element: <h1>Propiedades</h1> }] },
  });
  return { api, router, user: userEvent.setup() };
}

const search = (name: string) => screen.findByRole('listitem', { name });

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('SearchesTab', () => {
  it('shows each search with its filters, its matches now and new ones, and how many the account keeps', async () => {
    renderTab();

    const villas = await search('Villas en Santander');
    const chips = within(within(villas).getByRole('list', { name: 'Filtros' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'Santander',
      'Villa',
      'Hasta 2.000.000 €',
    ]);
    expect(villas).toHaveTextContent('12 propiedades');
    expect(villas).toHaveTextContent('3 nuevas');
    expect(within(villas).getByRole('combobox', { name: 'Avisos por email' })).toHaveValue('daily');

    const everything = await search('Todas las propiedades');
    expect(everything).toHaveTextContent('Sin filtros: todas las propiedades');
    expect(everything).toHaveTextContent('Más de 1000 propiedades');
    expect(everything).not.toHaveTextContent('nuevas');
    expect(screen.getByText('2 de 20 búsquedas guardadas')).toBeInTheDocument();
    expect(screen.queryByText(/Ha alcanzado el máximo/)).not.toBeInTheDocument();
  });

  it('says when the account keeps as many searches as it may', async () => {
    renderTab({}, [VILLAS, EVERYTHING], 2);
    expect(
      await screen.findByText(
        'Ha alcanzado el máximo de búsquedas guardadas. Elimine alguna para guardar otra.',
      ),
    ).toBeInTheDocument();
  });

  it('says there is nothing yet, and where to start', async () => {
    renderTab({}, []);
    expect(await screen.findByRole('heading', { name: 'No tiene búsquedas guardadas' })).toBeInTheDocument();
  });

  it('changes the alerts in place, and says so', async () => {
    const { api, user } = renderTab({ 'PATCH /api/me/saved-searches/search-1': () => ({ status: 204 }) });

    const villas = await search('Villas en Santander');
    await user.selectOptions(within(villas).getByRole('combobox', { name: 'Avisos por email' }), 'weekly');

    expect(
      await screen.findByText('Avisos de «Villas en Santander»: Una vez a la semana.'),
    ).toBeInTheDocument();
    expect(await api.lastBody('PATCH /api/me/saved-searches/search-1')).toEqual({ frequency: 'weekly' });
  });

  it('switches a search to price drops only and back, and says so', async () => {
    // The API keeps the switch: the list read again after each change shows it.
    let stored = { ...VILLAS };
    const { api, user } = renderTab({
      'GET /api/me/saved-searches': () => ({ status: 200, body: { items: [stored], limit: 20 } }),
      'PATCH /api/me/saved-searches/search-1': async (request) => {
        stored = { ...stored, ...((await request.json()) as object) };
        return { status: 204 };
      },
    });

    const villas = await search('Villas en Santander');
    const reductionsOnly = within(villas).getByRole('checkbox', { name: 'Solo bajadas de precio' });
    expect(reductionsOnly).not.toBeChecked();
    await user.click(reductionsOnly);

    expect(
      await screen.findByText('«Villas en Santander» solo le avisará de bajadas de precio.'),
    ).toBeInTheDocument();
    expect(await api.lastBody('PATCH /api/me/saved-searches/search-1')).toEqual({ reductionsOnly: true });
    await waitFor(() => expect(reductionsOnly).toBeChecked());

    await user.click(reductionsOnly);
    expect(
      await screen.findByText('«Villas en Santander» volverá a avisarle de todas las novedades.'),
    ).toBeInTheDocument();
    expect(await api.lastBody('PATCH /api/me/saved-searches/search-1')).toEqual({ reductionsOnly: false });
  });

  it('marks the results seen, then opens them on the properties page with the search’s filters', async () => {
    const { api, router, user } = renderTab({
      'POST /api/me/saved-searches/search-1/seen': () => ({ status: 204 }),
    });

    const villas = await search('Villas en Santander');
    await user.click(within(villas).getByRole('link', { name: 'Ver resultados' }));

    await waitFor(() => expect(router?.state.location.pathname).toBe('/properties'));
    expect(router?.state.location.search).toBe('?location=santander&type=villa&priceMax=2000000');
    expect(api.calls()).toContain('POST /api/me/saved-searches/search-1/seen');
  });

  it('renames a search, with the API’s word on a refused name next to the field', async () => {
    let answer = refusal(400, 'validation_failed', [
      { field: 'name', code: 'too_long', message: 'Must be at most 80 characters' },
    ]);
    const { api, user } = renderTab({ 'PATCH /api/me/saved-searches/search-1': () => answer });

    const villas = await search('Villas en Santander');
    await user.click(within(villas).getByRole('button', { name: 'Cambiar el nombre' }));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar el nombre de la búsqueda' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre de la búsqueda/ });
    await user.clear(name);
    await user.type(name, 'Villas cerca del mar');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(await api.lastBody('PATCH /api/me/saved-searches/search-1')).toEqual({
      name: 'Villas cerca del mar',
    });

    answer = { status: 204 } as typeof answer;
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La búsqueda se llama ahora «Villas cerca del mar».')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a search after asking', async () => {
    const { api, user } = renderTab({ 'DELETE /api/me/saved-searches/search-1': () => ({ status: 204 }) });

    const villas = await search('Villas en Santander');
    await user.click(within(villas).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar esta búsqueda?' });
    expect(dialog).toHaveTextContent('Dejará de recibir los avisos de «Villas en Santander».');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar la búsqueda' }));

    expect(await screen.findByText('Hemos eliminado la búsqueda «Villas en Santander».')).toBeInTheDocument();
    expect(api.calls()).toContain('DELETE /api/me/saved-searches/search-1');
  });
});
