import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import { SalePanel } from './sale-panel';

const PROPERTY = 'prop-1';
const SALE_PATH = `/api/admin/properties/${PROPERTY}`;

function offer(id: string, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    property: { id: PROPERTY, title: { es: 'Villa en Comillas' }, reference: 'CS-1', image: null },
    status: 'awaiting_seller',
    amountEur: 450000,
    financing: 'cash',
    conditions: 'Escritura en enero',
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
    buyer: { id: `u-${id}`, name, email: `${id}@example.com` },
    ...overrides,
  };
}

const ANA = offer('ana', 'Ana Ruiz');
const BEN = offer('ben', 'Ben Hall', {
  financing: 'mortgage_pending',
  amountEur: 430000,
  presentedAt: '2026-11-28T12:00:00Z',
});
const DEAL = {
  offerId: 'ana',
  buyerName: 'Ana Ruiz',
  acceptedAmountEur: 455555,
  depositEur: null,
  depositDueOn: null,
  depositReceivedOn: null,
  deedDate: null,
  finalPriceEur: null,
  commissionEur: null,
  commissionVatEur: null,
  fellThroughReason: null,
};

const sale = (overrides: Record<string, unknown> = {}) => ({
  propertyId: PROPERTY,
  stage: 'open',
  offers: [ANA, BEN],
  deal: null,
  version: 3,
  ...overrides,
});

function renderPanel(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  signIn('admin');
  renderWithProviders(<SalePanel propertyId={PROPERTY} title="Villa en Comillas" />, { queryClient });
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('SalePanel', () => {
  it("while open: the offers side by side with the seller's answers, and an offer taken by phone", async () => {
    let current = sale();
    const { api, user } = renderPanel({
      [`GET ${SALE_PATH}/sale`]: () => ({ status: 200, body: current }),
      [`POST ${SALE_PATH}/offers/ana/present`]: () => {
        current = sale({ offers: [{ ...ANA, presentedAt: '2026-11-28T13:00:00Z' }, BEN] });
        return { status: 200, body: current };
      },
      [`POST ${SALE_PATH}/offers`]: () => ({ status: 200, body: sale() }),
    });

    expect(await screen.findByText('Recibiendo ofertas')).toBeInTheDocument();
    const ana = screen.getByRole('listitem', { name: 'Ana Ruiz' });
    expect(ana).toHaveTextContent(/450\.000\s€/);
    expect(ana).toHaveTextContent('Al contado');
    expect(ana).toHaveTextContent('Escritura en enero');
    expect(
      within(ana)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Presentada al vendedor',
      'El vendedor acepta',
      'Contraoferta del vendedor',
      'El vendedor rechaza',
    ]);
    const ben = screen.getByRole('listitem', { name: 'Ben Hall' });
    expect(ben).toHaveTextContent('Hipoteca en trámite');
    expect(within(ben).queryByRole('button', { name: 'Presentada al vendedor' })).not.toBeInTheDocument();

    await user.click(within(ana).getByRole('button', { name: 'Presentada al vendedor' }));
    await waitFor(() =>
      expect(within(ana).queryByRole('button', { name: 'Presentada al vendedor' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Registrar una oferta telefónica' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar una oferta recibida por teléfono' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email del cliente/ }), 'eva@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Importe/ }), '440000');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar la oferta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await api.lastBody(`POST ${SALE_PATH}/offers`)).toMatchObject({
      clientEmail: 'eva@example.com',
      amountEur: 440000,
      financing: 'cash',
    });
  });

  it('once accepted: reserve with a 10 % deposit proposed, or let the deal fall through; no more answers', async () => {
    let reserved = false;
    const { api, user } = renderPanel({
      [`GET ${SALE_PATH}/sale`]: () => ({
        status: 200,
        body: reserved
          ? sale({ stage: 'reserved', deal: { ...DEAL, depositEur: 45556, depositDueOn: '2099-12-05' } })
          : sale({
              stage: 'offer_accepted',
              offers: [
                { ...ANA, status: 'accepted' },
                { ...BEN, status: 'closed' },
              ],
              deal: DEAL,
            }),
      }),
      [`POST ${SALE_PATH}/sale/reserve`]: () => {
        reserved = true;
        return {
          status: 200,
          body: sale({ stage: 'reserved', deal: { ...DEAL, depositEur: 45556, depositDueOn: '2099-12-05' } }),
        };
      },
    });
    const steps = await screen.findByRole('group', { name: 'Siguientes pasos de la operación' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reservar', 'La operación se cae']);
    expect(screen.queryByRole('button', { name: 'El vendedor acepta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar una oferta telefónica' })).not.toBeInTheDocument();

    await user.click(within(steps).getByRole('button', { name: 'Reservar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reservar la propiedad' });
    expect(within(dialog).getByRole('textbox', { name: /Arras/ })).toHaveValue('45.556');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar la reserva' }));
    expect(await screen.findByText('Reservada')).toBeInTheDocument();
    expect(await api.lastBody(`POST ${SALE_PATH}/sale/reserve`)).toMatchObject({ depositEur: 45556 });
  });

  it('reserved: deposit received, then the deed; completed: the commission and its IVA from the API', async () => {
    let stage: 'reserved' | 'received' | 'completed' = 'reserved';
    const reserved = { ...DEAL, depositEur: 45556, depositDueOn: '2099-12-05' };
    const answer = () => {
      if (stage === 'reserved') return sale({ stage: 'reserved', deal: reserved });
      if (stage === 'received')
        return sale({ stage: 'reserved', deal: { ...reserved, depositReceivedOn: '2099-12-01' } });
      return sale({
        stage: 'completed',
        deal: {
          ...reserved,
          depositReceivedOn: '2099-12-01',
          deedDate: '2099-12-20',
          finalPriceEur: 455555,
          commissionEur: 13666.65,
          commissionVatEur: 2870,
        },
      });
    };
    const { user } = renderPanel({
      [`GET ${SALE_PATH}/sale`]: () => ({ status: 200, body: answer() }),
      [`POST ${SALE_PATH}/sale/deposit-received`]: () => {
        stage = 'received';
        return { status: 200, body: answer() };
      },
      [`POST ${SALE_PATH}/sale/complete`]: () => {
        stage = 'completed';
        return { status: 200, body: answer() };
      },
    });
    const steps = await screen.findByRole('group', { name: 'Siguientes pasos de la operación' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Arras recibidas', 'Firmar la escritura', 'La operación se cae']);
    await user.click(within(steps).getByRole('button', { name: 'Arras recibidas' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Registrar la recepción de las arras' })).getByRole(
        'button',
        {
          name: 'Registrar las arras',
        },
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Arras recibidas' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Firmar la escritura' }));
    const complete = screen.getByRole('dialog', { name: 'Completar la venta' });
    expect(within(complete).getByRole('textbox', { name: /Precio final/ })).toHaveValue('455.555');
    await user.click(within(complete).getByRole('button', { name: 'Completar la venta' }));

    expect(await screen.findByText('Vendida')).toBeInTheDocument();
    const deal = screen.getByRole('region', { name: 'Operación' });
    expect(deal).toHaveTextContent(/Comisión13\.666,65\s€/);
    expect(deal).toHaveTextContent(/IVA de la comisión \(21 %\)2870,00\s€/);
    expect(screen.queryByRole('group', { name: 'Siguientes pasos de la operación' })).not.toBeInTheDocument();
  });

  it('says in words that someone else answered first, and reads the sale again', async () => {
    let reads = 0;
    const { user } = renderPanel({
      [`GET ${SALE_PATH}/sale`]: () => {
        reads += 1;
        return {
          status: 200,
          body:
            reads === 1
              ? sale()
              : sale({
                  stage: 'offer_accepted',
                  offers: [
                    { ...ANA, status: 'closed' },
                    { ...BEN, status: 'accepted' },
                  ],
                  deal: DEAL,
                }),
        };
      },
      [`POST ${SALE_PATH}/offers/ana/seller-answer`]: () => ({
        status: 409,
        body: { error: { code: 'offer_status_conflict', message: 'x' } },
      }),
    });
    const ana = await screen.findByRole('listitem', { name: 'Ana Ruiz' });
    await user.click(within(ana).getByRole('button', { name: 'El vendedor acepta' }));
    const notice = await screen
      .findByText('La venta ha cambiado entretanto')
      .then((title) => title.closest('[role="alert"]') as HTMLElement);
    expect(notice).toHaveTextContent('La venta ha cambiado entretanto');
    expect(notice).toHaveTextContent('La oferta ha cambiado entretanto: consulte su situación actual.');
    await user.click(within(notice).getByRole('button', { name: 'Volver a cargar' }));
    await waitFor(() =>
      expect(screen.queryByText('La venta ha cambiado entretanto')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Oferta aceptada', { selector: 'span' })).toBeInTheDocument();
  });
});
