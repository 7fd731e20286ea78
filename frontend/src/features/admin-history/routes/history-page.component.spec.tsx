import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import HistoryPage from './history-page';

const STAFF_ID = '5f0c8a4e-0000-4000-8000-000000000001';
const OTHER_ID = '0f6b1d2e-3c4a-4b5c-8d9e-0a1b2c3d4e5f';

/** The actor filter of each events request the page sent, in order (null: none). */
let actorFilters: (string | null)[] = [];
let csvAnswer: { status: number; body: unknown; headers?: Record<string, string> };
const matchMedia = window.matchMedia;

beforeEach(() => {
  actorFilters = [];
  csvAnswer = { status: 200, body: 'position,time' };
  // jsdom has no object URLs and does not follow a download link.
  URL.createObjectURL = () => 'blob:history';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  // A wide screen: the events as a table.
  window.matchMedia = (query: string) =>
    ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  fakeApi({
    'GET /api/admin/events': (request) => {
      actorFilters.push(new URL(request.url).searchParams.get('actorId'));
      return { status: 200, body: { items: [], nextCursor: null } };
    },
    'GET /api/admin/staff': () => ({
      status: 200,
      body: [{ id: STAFF_ID, name: 'Lucía Admin', role: 'admin' }],
    }),
    'GET /api/admin/events.csv': () => csvAnswer,
  });
  signIn('owner');
});

afterEach(() => {
  window.matchMedia = matchMedia;
  endSession();
  queryClient.clear();
  jest.restoreAllMocks();
});

function renderPage() {
  const rendered = renderWithProviders(<HistoryPage />, { queryClient, router: { path: '/admin/history' } });
  return { ...rendered, user: userEvent.setup() };
}

describe('HistoryPage', () => {
  it('filters by who did it: a staff member, the system, or an account’s whole id, kept in the address', async () => {
    const { user, router } = renderPage();
    const actor = await screen.findByRole('combobox', { name: 'Realizado por' });
    await screen.findByRole('option', { name: 'Lucía Admin' });

    await user.selectOptions(actor, 'Lucía Admin');
    expect(router!.state.location.search).toBe(`?actor=${STAFF_ID}`);
    await user.selectOptions(actor, 'Sistema');
    expect(router!.state.location.search).toBe('?actor=system');

    await user.selectOptions(actor, 'Otra cuenta (identificador)');
    expect(router!.state.location.search).toBe('');
    const id = screen.getByRole('textbox', { name: 'Identificador de la cuenta' });
    await user.type(id, '0f6b1d2e');
    expect(screen.getByText('Introduzca el identificador completo de una cuenta')).toBeInTheDocument();
    expect(router!.state.location.search).toBe('');
    await user.clear(id);
    await user.type(id, OTHER_ID);
    expect(router!.state.location.search).toBe(`?actor=${OTHER_ID}`);
    expect(screen.queryByText('Introduzca el identificador completo de una cuenta')).not.toBeInTheDocument();

    // Each filter reached the API as `actorId`.
    await waitFor(() => expect(actorFilters).toContain(OTHER_ID));
    expect(actorFilters).toEqual(expect.arrayContaining([null, STAFF_ID, 'system']));
  });

  it('says when the CSV export stopped at its cap, and not when the file holds every match', async () => {
    const { user } = renderPage();
    const exportButton = await screen.findByRole('button', { name: 'Exportar CSV' });

    await user.click(exportButton);
    await screen.findByRole('button', { name: 'Exportar CSV' });
    expect(screen.queryByText(/primeras/)).not.toBeInTheDocument();

    csvAnswer = { status: 200, body: 'position,time', headers: { 'x-export-capped': '50000' } };
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(
      await screen.findByText(
        'El archivo contiene las primeras 50.000 filas. Acote los filtros para exportar el resto.',
      ),
    ).toBeInTheDocument();
  });
});
