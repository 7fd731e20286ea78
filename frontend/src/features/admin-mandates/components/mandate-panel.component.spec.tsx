import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import type { MandateView, Role, SellerView } from '../../../lib/api/types';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { MandatePanel } from './mandate-panel';

const PROPERTY = 'villa-sardinero-santander';
const MANDATE_ROUTE = `GET /api/admin/properties/${PROPERTY}/mandate`;
const MARTA_ID = '5e11e400-0000-4000-8000-000000000001';

const seller = (masked: boolean, overrides: Partial<SellerView> = {}): SellerView => ({
  id: MARTA_ID,
  status: 'active',
  name: 'Marta Ruiz Sainz',
  email: masked ? 'm•••@example.com' : 'marta.ruiz@example.com',
  phone: masked ? '+34 6•• ••• •12' : '+34 612 345 612',
  language: 'de',
  masked,
  addedAt: '2026-11-01T10:00:00.000Z',
  removedAt: null,
  erasedAt: null,
  ...overrides,
});

const view = (masked: boolean): MandateView => ({
  mandate: {
    exclusive: true,
    commissionPercent: 3.75,
    startsOn: '2026-06-01',
    endsOn: '2030-06-01',
    askingPriceEur: 2_450_000,
    recordedAt: '2026-06-01T10:00:00.000Z',
  },
  sellers: [
    seller(masked),
    seller(masked, {
      id: '5e11e400-0000-4000-8000-000000000002',
      status: 'erased',
      name: null,
      email: null,
      phone: null,
      masked: false,
      erasedAt: '2026-11-20T10:00:00.000Z',
    }),
  ],
  version: 4,
});

afterEach(() => {
  endSession();
  queryClient.clear();
});

function renderPanel(role: Role, routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  signIn(role);
  renderWithProviders(<MandatePanel propertyId={PROPERTY} title="Villa Sardinero" />, { queryClient });
  return { api, user: userEvent.setup() };
}

describe('MandatePanel', () => {
  it('shows admins the terms and the sellers with their address and phone masked, without export or erasure', async () => {
    renderPanel('admin', { [MANDATE_ROUTE]: () => ({ status: 200, body: view(true) }) });

    const panel = await screen.findByRole('region', { name: 'Vendedor y mandato' });
    expect(await within(panel).findByText('En exclusiva')).toBeInTheDocument();
    expect(within(panel).getByText(/3,75/)).toHaveTextContent('+ IVA');
    const marta = within(panel).getByRole('heading', { name: 'Marta Ruiz Sainz' }).closest('li')!;
    expect(marta).toHaveTextContent('m•••@example.com');
    expect(marta).toHaveTextContent('+34 6•• ••• •12');
    expect(within(marta).queryByRole('link')).toBeNull();
    expect(within(panel).getByText(/se muestran de forma parcial/)).toBeInTheDocument();
    expect(within(marta).getByRole('button', { name: 'Modificar' })).toBeInTheDocument();
    expect(within(marta).queryByRole('button', { name: 'Exportar sus datos' })).toBeNull();
    expect(within(marta).queryByRole('button', { name: 'Borrar sus datos' })).toBeNull();
    // An erased seller shows as such, with nothing left to act on for an admin.
    const erased = within(panel).getByRole('heading', { name: 'Vendedor con datos borrados' }).closest('li')!;
    expect(erased).toHaveTextContent('Datos borrados');
    expect(within(erased).queryByRole('button')).toBeNull();
  });

  it('shows owners the contact data in full, and erases a seller after a confirmation', async () => {
    const { api, user } = renderPanel('owner', {
      [MANDATE_ROUTE]: () => ({ status: 200, body: view(false) }),
      [`POST /api/owner/sellers/${MARTA_ID}/erase`]: () => ({ status: 200, body: { version: 5 } }),
    });

    const marta = (await screen.findByRole('heading', { name: 'Marta Ruiz Sainz' })).closest('li')!;
    expect(within(marta).getByRole('link', { name: 'marta.ruiz@example.com' })).toHaveAttribute(
      'href',
      'mailto:marta.ruiz@example.com',
    );
    expect(within(marta).getByRole('link', { name: '+34 612 345 612' })).toHaveAttribute(
      'href',
      'tel:+34612345612',
    );
    expect(within(marta).getByText('Deutsch')).toBeInTheDocument();
    expect(screen.queryByText(/se muestran de forma parcial/)).toBeNull();

    await user.click(within(marta).getByRole('button', { name: 'Borrar sus datos' }));
    const dialog = screen.getByRole('dialog', { name: '¿Borrar los datos de este vendedor?' });
    expect(dialog).toHaveTextContent('Marta Ruiz Sainz');
    expect(api.calls()).not.toContain(`POST /api/owner/sellers/${MARTA_ID}/erase`);
    await user.click(within(dialog).getByRole('button', { name: 'Borrar definitivamente' }));

    expect(await screen.findByText('Los datos del vendedor se han borrado.')).toBeInTheDocument();
    expect(api.calls()).toContain(`POST /api/owner/sellers/${MARTA_ID}/erase`);
  });

  it('checks the mandate form before sending and shows the API’s field errors next to their fields', async () => {
    const route = `PUT /api/admin/properties/${PROPERTY}/mandate`;
    const { api, user } = renderPanel('admin', {
      [MANDATE_ROUTE]: () => ({ status: 200, body: { mandate: null, sellers: [], version: 0 } }),
      [route]: () => ({
        status: 422,
        body: {
          error: {
            code: 'invalid_mandate',
            message: 'Algunas condiciones del mandato no son válidas.',
            details: [{ field: 'endsOn', code: 'mandate_ends_before_start', message: 'x' }],
          },
        },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Registrar el mandato' }));
    const dialog = screen.getByRole('dialog', { name: 'Condiciones del mandato: Villa Sardinero' });
    await user.type(within(dialog).getByLabelText(/Comisión/), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar las condiciones' }));
    expect(within(dialog).getByLabelText(/Comisión/)).toHaveAccessibleDescription(
      expect.stringContaining('hasta el 10 %'),
    );
    expect(within(dialog).getByLabelText(/Comisión/)).toHaveFocus();
    expect(api.calls()).not.toContain(route);

    await user.clear(within(dialog).getByLabelText(/Comisión/));
    await user.type(within(dialog).getByLabelText(/Comisión/), '3,5');
    fireEvent.change(within(dialog).getByLabelText(/Fecha de inicio/), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText(/Fecha de fin/), { target: { value: '2027-06-01' } });
    await user.type(within(dialog).getByLabelText(/Precio de venta acordado/), '2.450.000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar las condiciones' }));

    expect(
      await within(dialog).findByText('La fecha de fin debe ser posterior a la de inicio.'),
    ).toBeInTheDocument();
    expect(await api.lastBody(route)).toEqual({
      exclusive: true,
      commissionPercent: 3.5,
      startsOn: '2026-12-01',
      endsOn: '2027-06-01',
      askingPriceEur: 2_450_000,
      expectedVersion: 0,
    });
  });
});
