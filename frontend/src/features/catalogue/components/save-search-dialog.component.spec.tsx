import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { OPEN_AUTH_MODAL_EVENT } from '../../../lib/auth/auth-modal-events';
import { endSession } from '../../../lib/auth/session';
import { parseFilters } from '../../../widgets/property-search/property-filters';
import { takePendingSearch } from '../../../widgets/saved-searches/pending-search';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import SaveSearchDialog from './save-search-dialog';

const FILTERS = parseFilters(
  new URLSearchParams('type=villa&location=santander&priceMax=2000000&sort=price_asc'),
);
const SAVED_FILTERS = { location: ['santander'], type: ['villa'], priceMax: 2_000_000 };

function renderDialog(routes: Record<string, FakeRoute> = {}, filters = FILTERS) {
  const api = fakeApi(routes);
  const onClose = jest.fn();
  renderWithProviders(<SaveSearchDialog filters={filters} onClose={onClose} />, {
    queryClient,
    router: { path: '/properties' },
  });
  const dialog = screen.getByRole('dialog', { name: 'Guardar esta búsqueda' });
  const name = within(dialog).getByRole('textbox', { name: /Nombre de la búsqueda/ });
  return { api, onClose, dialog, name, user: userEvent.setup() };
}

afterEach(() => {
  endSession();
  queryClient.clear();
  window.sessionStorage.clear();
});

describe('SaveSearchDialog', () => {
  it('offers a name read from the filters, and daily alerts', () => {
    const { dialog, name } = renderDialog();

    expect((name as HTMLInputElement).value.replace(/\u00a0/g, ' ')).toBe(
      'Villas en Santander · hasta 2.000.000 €',
    );
    expect(within(dialog).getByRole('radio', { name: /Una vez al día/ })).toBeChecked();
    for (const label of [/Al momento/, /Una vez a la semana/, /Sin avisos/])
      expect(within(dialog).getByRole('radio', { name: label })).not.toBeChecked();
  });

  it('says the map area stays out of a saved search, and leaves it out of the name and the filters sent', async () => {
    signIn();
    const withArea = parseFilters(
      new URLSearchParams(
        'type=villa&location=santander&priceMax=2000000&area=-3.9,43.4;-3.7,43.4;-3.8,43.5',
      ),
    );
    const { api, onClose, dialog, name, user } = renderDialog(
      { 'POST /api/me/saved-searches': () => ({ status: 201, body: { id: 'search-1' } }) },
      withArea,
    );

    expect(
      within(dialog).getByText(
        'La zona del mapa no se guarda con la búsqueda: los avisos tendrán en cuenta los demás filtros.',
      ),
    ).toBeInTheDocument();
    expect((name as HTMLInputElement).value.replace(/\u00a0/g, ' ')).toBe(
      'Villas en Santander · hasta 2.000.000 €',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar la búsqueda' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await api.lastBody('POST /api/me/saved-searches')).toEqual({
      name: 'Villas en Santander · hasta 2.000.000\u00a0€',
      filters: SAVED_FILTERS,
      frequency: 'daily',
      reductionsOnly: false,
    });
  });

  it('does not mention the map without a map area', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).queryByText(/zona del mapa/)).not.toBeInTheDocument();
  });

  it('saves the search of a signed-in client: its filters without the order, its name and its alerts', async () => {
    signIn();
    const { api, onClose, dialog, name, user } = renderDialog({
      'POST /api/me/saved-searches': () => ({ status: 201, body: { id: 'search-1' } }),
    });

    await user.clear(name);
    await user.type(name, '  Villas para el verano ');
    await user.click(within(dialog).getByRole('radio', { name: /Al momento/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar la búsqueda' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await api.lastBody('POST /api/me/saved-searches')).toEqual({
      name: 'Villas para el verano',
      filters: SAVED_FILTERS,
      frequency: 'instant',
      reductionsOnly: false,
    });
    expect(screen.getByText('Hemos guardado su búsqueda «Villas para el verano».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis búsquedas' })).toHaveAttribute(
      'href',
      '/dashboard?tab=searches',
    );
  });

  it('saves a search that alerts of price drops only when the client ticks it', async () => {
    signIn();
    const { api, onClose, dialog, user } = renderDialog({
      'POST /api/me/saved-searches': () => ({ status: 201, body: { id: 'search-2' } }),
    });

    const reductionsOnly = within(dialog).getByRole('checkbox', {
      name: 'Avisarme solo de bajadas de precio',
    });
    expect(reductionsOnly).not.toBeChecked();
    expect(reductionsOnly).toHaveAccessibleDescription(/solo cuando baje el precio/);
    await user.click(reductionsOnly);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar la búsqueda' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await api.lastBody('POST /api/me/saved-searches')).toMatchObject({ reductionsOnly: true });
  });

  it('requires a name before sending anything', async () => {
    signIn();
    const { api, dialog, name, user } = renderDialog();

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar la búsqueda' }));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(api.calls()).toEqual([]);
  });

  it('shows the API’s field error next to the name, and the limit as a message', async () => {
    signIn();
    let answer = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Invalid',
          details: [{ field: 'name', code: 'too_long', message: 'Must be at most 80 characters' }],
        },
      },
    };
    const { dialog, name, onClose, user } = renderDialog({ 'POST /api/me/saved-searches': () => answer });

    await user.click(within(dialog).getByRole('button', { name: 'Guardar la búsqueda' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    answer = {
      status: 409,
      body: { error: { code: 'saved_searches_limit', message: 'Limit reached', details: [] } },
    };
    await user.type(name, '!');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar la búsqueda' }));

    expect(
      await within(dialog).findByText(
        'Ya tiene el máximo de búsquedas guardadas. Elimine alguna en su panel para guardar otra.',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps a visitor’s search for after registration, and opens the registration', async () => {
    const modes: unknown[] = [];
    const listener = (event: Event) => modes.push((event as CustomEvent<{ mode: string }>).detail.mode);
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, listener);
    const { api, onClose, dialog, user } = renderDialog();

    expect(dialog).toHaveTextContent('Para guardarla, cree su cuenta o inicie sesión');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    expect(onClose).toHaveBeenCalled();
    expect(modes).toEqual(['register']);
    expect(api.calls()).toEqual([]);
    expect(takePendingSearch()).toEqual({
      name: expect.stringMatching(/^Villas en Santander · hasta 2\.000\.000\s€$/),
      filters: SAVED_FILTERS,
      frequency: 'daily',
      reductionsOnly: false,
    });
    window.removeEventListener(OPEN_AUTH_MODAL_EVENT, listener);
  });
});
