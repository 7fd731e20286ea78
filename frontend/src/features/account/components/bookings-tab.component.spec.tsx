import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { BookingsTab } from './bookings-tab';

function booking(id: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'experience',
    status: 'confirmed',
    paymentStatus: 'pending',
    itemId: id,
    itemTitle: { es: title },
    itemImage: null,
    date: '2027-07-10',
    time: '11:00',
    startsAt: '2027-07-10T09:00:00.000Z',
    guests: 4,
    quoteEur: 1200,
    priceBasis: 'per_group',
    totalPriceEur: 1200,
    cancellableUntil: '2027-07-08T09:00:00.000Z',
    canCancel: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const YACHT = booking('yacht', 'Velero privado');
const CHEF = booking('chef', 'Chef privado', {
  kind: 'service',
  status: 'requested',
  priceBasis: 'from',
  quoteEur: 300,
  totalPriceEur: null,
  canCancel: false,
});
const SURF = booking('surf', 'Clase de surf', {
  status: 'completed',
  paymentStatus: 'paid',
  canCancel: false,
});

function renderTab(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  signIn();
  renderWithProviders(<BookingsTab />, { queryClient, router: { path: '/dashboard' } });
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('BookingsTab', () => {
  it('lists upcoming and past bookings with their status, payment and amount', async () => {
    renderTab({
      'GET /api/me/bookings': () => ({ status: 200, body: { upcoming: [YACHT, CHEF], past: [SURF] } }),
    });

    const upcoming = await screen.findByRole('list', { name: 'Próximas reservas' });
    const yacht = within(upcoming).getByRole('listitem', { name: 'Velero privado' });
    expect(yacht).toHaveTextContent('Confirmada');
    expect(yacht).toHaveTextContent('Pendiente');
    expect(yacht).toHaveTextContent(/1\.?200\s€/);
    const chef = within(upcoming).getByRole('listitem', { name: 'Chef privado' });
    expect(chef).toHaveTextContent(/A confirmar \(desde 300\s€\)/);
    expect(within(chef).queryByRole('button', { name: 'Cancelar la reserva' })).not.toBeInTheDocument();
    expect(chef).toHaveTextContent('Para cambios a menos de 48 horas, le rogamos que contacte con nosotros.');
    const past = screen.getByRole('list', { name: 'Reservas pasadas' });
    expect(within(past).getByRole('listitem', { name: 'Clase de surf' })).toHaveTextContent('Completada');
  });

  it('cancels after a confirmation and reads the list again', async () => {
    let cancelled = false;
    const { api, user } = renderTab({
      'GET /api/me/bookings': () => ({
        status: 200,
        body: {
          upcoming: [cancelled ? { ...YACHT, status: 'cancelled', canCancel: false } : YACHT],
          past: [],
        },
      }),
      'POST /api/me/bookings/yacht/cancel': () => {
        cancelled = true;
        return { status: 200, body: { id: 'yacht', version: 3 } };
      },
    });

    const yacht = await screen.findByRole('listitem', { name: 'Velero privado' });
    await user.click(within(yacht).getByRole('button', { name: 'Cancelar la reserva' }));
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar la reserva?' });
    expect(api.calls()).not.toContain('POST /api/me/bookings/yacht/cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar' }));

    await waitFor(() => expect(yacht).toHaveTextContent('Cancelada'));
    expect(screen.getByText('Su reserva ha quedado cancelada')).toBeInTheDocument();
  });

  it('invites to book when there is nothing yet, and offers to retry on an error', async () => {
    let fail = true;
    const { user } = renderTab({
      'GET /api/me/bookings': () =>
        fail
          ? { status: 403, body: { error: { code: 'forbidden', message: 'x' } } }
          : { status: 200, body: { upcoming: [], past: [] } },
    });
    expect(await screen.findByText('No hemos podido cargar sus reservas')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no tiene reservas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descubrir las experiencias' })).toHaveAttribute(
      'href',
      '/experiences',
    );
  });
});
