import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { madridInstant, madridLocal, mondayOf } from '../../../widgets/viewings/madrid-time';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import AdminViewingsPage from './admin-viewings-page';

const NEXT_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
/** Wednesday 13 January 2027, 10:30 in Madrid: a half hour, in a week well after the current one. */
const NEXT_START = madridInstant('2027-01-13', '10:30')!.toISOString();

const requested = {
  id: NEXT_ID,
  status: 'requested',
  property: { id: 'villa', title: { es: 'Villa del Faro' }, reference: 'CC-001', image: null },
  slots: [{ start: NEXT_START, end: madridInstant('2027-01-13', '11:30')!.toISOString(), mode: 'in_person' }],
  appointment: null,
  message: null,
  phone: '+34 600 000 000',
  reason: null,
  cancelledBy: null,
  requestedAt: '2026-11-20T10:00:00.000Z',
  version: 1,
  client: { id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9', name: 'Charlotte Ashworth', email: 'c@example.com' },
  agentId: null,
  language: 'en',
};

/** The query of each list request the page sent, in order. */
let listQueries: URLSearchParams[] = [];
let awaiting: { count: number; next: { id: string; startsAt: string } | null };

beforeEach(() => {
  listQueries = [];
  awaiting = { count: 9, next: { id: NEXT_ID, startsAt: NEXT_START } };
  fakeApi({
    'GET /api/admin/viewings/awaiting': () => ({ status: 200, body: awaiting }),
    'GET /api/admin/viewings': (request) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const inWeek =
        query.get('from') !== null && query.get('from')! <= NEXT_START && NEXT_START < query.get('to')!;
      return {
        status: 200,
        body: { items: inWeek || query.get('status') === 'requested' ? [requested] : [] },
      };
    },
    'GET /api/admin/staff': () => ({ status: 200, body: [] }),
  });
  signIn('admin');
});

afterEach(() => {
  endSession();
  queryClient.clear();
  jest.restoreAllMocks();
});

function renderPage() {
  renderWithProviders(<AdminViewingsPage />, { queryClient, router: { path: '/admin/viewings' } });
  return userEvent.setup();
}

describe('AdminViewingsPage', () => {
  it('opens on the week of the next request waiting for an answer, in half-hour rows', async () => {
    renderPage();

    const row = (await screen.findByRole('rowheader', { name: '10:30' })).closest('tr')!;
    expect(await within(row).findByRole('button', { name: /Villa del Faro/ })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '09:00' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '18:00' })).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader')).toHaveLength(19);
    // The current week was never asked for: the first list read is the next request's week.
    expect(listQueries[0].get('from')).toBe(madridInstant('2027-01-11', '00:00')!.toISOString());
  });

  it('counts the requests waiting, and lists them all at a click', async () => {
    const user = renderPage();

    expect(await screen.findByText('9 solicitudes de visita por atender')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver las solicitudes' }));

    await waitFor(() => expect(listQueries.at(-1)?.get('status')).toBe('requested'));
    expect(listQueries.at(-1)?.get('from')).toBeNull();
    expect(await screen.findByRole('row', { name: /Charlotte Ashworth/ })).toBeInTheDocument();
  });

  it('opens on the current week, without a notice, when no request waits', async () => {
    awaiting = { count: 0, next: null };
    renderPage();

    await waitFor(() => expect(listQueries).toHaveLength(1));
    const monday = mondayOf(madridLocal(new Date()).date);
    expect(listQueries[0].get('from')).toBe(madridInstant(monday, '00:00')!.toISOString());
    expect(screen.queryByRole('button', { name: 'Ver las solicitudes' })).not.toBeInTheDocument();
  });
});
