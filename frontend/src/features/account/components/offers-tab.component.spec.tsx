import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { OffersTab } from './offers-tab';

function offer(id: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    property: { id: `p-${id}`, title: { es: title }, reference: `CS-${id}`, image: null },
    status: 'awaiting_seller',
    amountEur: 450000,
    financing: 'cash',
    conditions: '',
    validUntil: '2099-12-12',
    source: 'client',
    rejectedBy: null,
    presentedAt: null,
    rounds: [
      {
        by: 'buyer',
        amountEur: 450000,
        conditions: '',
        validUntil: '2099-12-12',
        at: '2026-11-28T10:00:00Z',
      },
    ],
    createdAt: '2026-11-28T10:00:00Z',
    updatedAt: '2026-11-28T10:00:00Z',
    version: 1,
    ...overrides,
  };
}

const COUNTERED = offer('villa', 'Villa en Comillas', {
  status: 'awaiting_buyer',
  amountEur: 480000,
  validUntil: '2099-12-20',
  rounds: [
    { by: 'buyer', amountEur: 450000, conditions: '', validUntil: '2099-12-12', at: '2026-11-28T10:00:00Z' },
    {
      by: 'seller',
      amountEur: 480000,
      conditions: 'Muebles incluidos',
      validUntil: '2099-12-20',
      at: '2026-11-29T10:00:00Z',
    },
  ],
});
const WAITING = offer('atico', 'Ático en El Sardinero');
const ACCEPTED = offer('casona', 'Casona en Liérganes', { status: 'accepted' });

function renderTab(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  signIn();
  renderWithProviders(<OffersTab />, { queryClient, router: { path: '/dashboard' } });
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('OffersTab', () => {
  it('shows each offer with its status in words and only the actions its status allows', async () => {
    renderTab({
      'GET /api/me/offers': () => ({ status: 200, body: { items: [COUNTERED, WAITING, ACCEPTED] } }),
    });

    const villa = await screen.findByRole('listitem', { name: 'Villa en Comillas' });
    expect(villa).toHaveTextContent('Contraoferta recibida');
    expect(villa).toHaveTextContent(/480\.000\s€/);
    expect(within(villa).getByRole('link', { name: 'Villa en Comillas' })).toHaveAttribute(
      'href',
      '/property/p-villa',
    );
    const rounds = within(villa).getByRole('list', { name: 'Negociación de Villa en Comillas' });
    expect(
      within(rounds)
        .getAllByRole('listitem')
        .map((round) => round.textContent),
    ).toEqual([
      expect.stringMatching(/^Usted450\.000\s€válida hasta el/),
      expect.stringMatching(/^El vendedor480\.000\s€válida hasta el .*Muebles incluidos$/),
    ]);
    for (const name of ['Aceptar', 'Contraoferta', 'Rechazar', 'Retirar la oferta'])
      expect(within(villa).getByRole('button', { name })).toBeInTheDocument();

    const atico = screen.getByRole('listitem', { name: 'Ático en El Sardinero' });
    expect(atico).toHaveTextContent('Pendiente del vendedor');
    expect(
      within(atico)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Retirar la oferta']);

    const casona = screen.getByRole('listitem', { name: 'Casona en Liérganes' });
    expect(casona).toHaveTextContent('Oferta aceptada: le contactaremos para la reserva');
    expect(within(casona).queryByRole('button')).not.toBeInTheDocument();
  });

  it('withdraws an open offer after a confirmation', async () => {
    let withdrawn = false;
    const { api, user } = renderTab({
      'GET /api/me/offers': () => ({
        status: 200,
        body: { items: [withdrawn ? { ...WAITING, status: 'withdrawn' } : WAITING] },
      }),
      'POST /api/me/offers/atico/withdraw': () => {
        withdrawn = true;
        return { status: 200, body: { ...WAITING, status: 'withdrawn' } };
      },
    });
    const atico = await screen.findByRole('listitem', { name: 'Ático en El Sardinero' });
    await user.click(within(atico).getByRole('button', { name: 'Retirar la oferta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Retirar su oferta?' });
    expect(dialog).toHaveTextContent(/Su oferta de 450\.000\s€ por Ático en El Sardinero/);
    expect(api.calls()).not.toContain('POST /api/me/offers/atico/withdraw');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, retirar' }));

    await waitFor(() => expect(atico).toHaveTextContent('Retirada'));
    expect(screen.getByText('Su oferta ha quedado retirada.')).toBeInTheDocument();
  });

  it("counters the seller's counter-offer from a small dialog, with the API's field errors next to the fields", async () => {
    let attempt = 0;
    const { api, user } = renderTab({
      'GET /api/me/offers': () => ({ status: 200, body: { items: [COUNTERED] } }),
      'POST /api/me/offers/villa/counter': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 400,
              body: {
                error: {
                  code: 'validation_failed',
                  message: 'x',
                  details: [{ field: 'amountEur', code: 'offer_amount_invalid', message: 'x' }],
                },
              },
            }
          : { status: 200, body: { ...COUNTERED, status: 'awaiting_seller' } };
      },
    });
    const villa = await screen.findByRole('listitem', { name: 'Villa en Comillas' });
    await user.click(within(villa).getByRole('button', { name: 'Contraoferta' }));
    const dialog = screen.getByRole('dialog', { name: 'Hacer una contraoferta' });
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ });
    expect(amount).toHaveValue('480.000');
    expect(within(dialog).queryByRole('combobox', { name: /Financiación/ })).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '465000');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la contraoferta' }));

    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        /Indique un importe en euros mayor que cero, sin decimales\./,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la contraoferta' }));
    expect(await screen.findByText('Su contraoferta ha sido enviada al vendedor.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await api.lastBody('POST /api/me/offers/villa/counter')).toMatchObject({ amountEur: 465000 });
  });

  it('accepts a counter-offer after a confirmation, and says in words when the offer changed meanwhile', async () => {
    const { user } = renderTab({
      'GET /api/me/offers': () => ({ status: 200, body: { items: [COUNTERED] } }),
      'POST /api/me/offers/villa/accept': () => ({
        status: 409,
        body: { error: { code: 'offer_status_conflict', message: 'x' } },
      }),
    });
    const villa = await screen.findByRole('listitem', { name: 'Villa en Comillas' });
    await user.click(within(villa).getByRole('button', { name: 'Aceptar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Aceptar la contraoferta?' });
    expect(dialog).toHaveTextContent(/Acepta comprar Villa en Comillas por 480\.000\s€/);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, aceptar' }));
    expect(
      await within(dialog).findByText('La oferta ha cambiado entretanto: consulte su situación actual.'),
    ).toBeInTheDocument();
  });

  it('invites to browse the properties when there is no offer yet', async () => {
    renderTab({ 'GET /api/me/offers': () => ({ status: 200, body: { items: [] } }) });
    expect(await screen.findByText('Aún no ha hecho ninguna oferta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descubrir las propiedades' })).toHaveAttribute(
      'href',
      '/properties',
    );
  });
});
