import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import OffersInboxPage from './offers-inbox-page';

const OFFER = {
  id: 'o1',
  property: { id: 'villa-comillas', title: { es: 'Villa en Comillas' }, reference: 'CS-1', image: null },
  status: 'awaiting_seller',
  amountEur: 450000,
  financing: 'mortgage_approved',
  conditions: '',
  validUntil: '2099-12-12',
  source: 'client',
  rejectedBy: null,
  presentedAt: null,
  rounds: [],
  createdAt: '2026-11-28T10:00:00Z',
  updatedAt: '2026-11-28T10:00:00Z',
  version: 1,
  buyer: { id: 'u1', name: 'Ana Ruiz', email: 'ana@example.com' },
};

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('OffersInboxPage', () => {
  it('lists the open offers across properties, each leading to its sale panel, and shows all on request', async () => {
    const api = fakeApi({
      'GET /api/admin/offers': (request) => {
        const status = new URL(request.url).searchParams.get('status');
        const items = status === 'all' ? [OFFER, { ...OFFER, id: 'o2', status: 'rejected' }] : [OFFER];
        return { status: 200, body: { items, total: items.length, page: 1, pageSize: 20 } };
      },
    });
    signIn('admin');
    renderWithProviders(<OffersInboxPage />, { queryClient, router: { path: '/admin/offers' } });
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Ofertas sobre propiedades' });
    const row = within(table).getByRole('row', { name: /Villa en Comillas/ });
    expect(row).toHaveTextContent(/Ana Ruiz450\.000\s€Hipoteca aprobada/);
    expect(row).toHaveTextContent('Pendiente del vendedor');
    expect(within(row).getByRole('link', { name: 'Villa en Comillas' })).toHaveAttribute(
      'href',
      '/admin/properties/edit/villa-comillas',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Mostrar' }), 'Todas las ofertas');
    expect(await screen.findByText('Rechazada')).toBeInTheDocument();
    expect(api.calls()).toContain('GET /api/admin/offers');
  });
});
