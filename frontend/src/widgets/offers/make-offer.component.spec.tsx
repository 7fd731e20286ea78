import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../lib/api/query-client';
import { endSession } from '../../lib/auth/session';
import { fakeApi } from '../../test/fake-api';
import type { FakeRoute } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { signIn } from '../../test/session';
import { MakeOfferForm } from './make-offer';

const NOW = new Date('2026-11-28T10:00:00Z');
const PROPERTY_ID = '0b6a3c56-4d1f-4a7b-9d8c-2f6e7a1b3c4d';

function renderForm(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  signIn();
  renderWithProviders(<MakeOfferForm propertyId={PROPERTY_ID} onDone={() => undefined} now={NOW} />, {
    queryClient,
    router: { path: '/property/x' },
  });
  return { api, user: userEvent.setup() };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('MakeOfferForm', () => {
  it('proposes two weeks of validity and cash, and checks the amount before sending', async () => {
    const { api, user } = renderForm({});
    expect(screen.getByLabelText(/Válida hasta/)).toHaveValue('2026-12-12');
    expect(screen.getByRole('combobox', { name: /Financiación/ })).toHaveValue('cash');

    await user.click(screen.getByRole('button', { name: 'Enviar la oferta' }));

    expect(field(/Importe/)).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(field(/Importe/)).toHaveFocus();
    expect(api.calls()).toEqual([]);
  });

  it('groups the amount as the reader writes numbers and sends whole euros', async () => {
    const { api, user } = renderForm({
      'POST /api/me/offers': () => ({
        status: 201,
        body: { id: 'o1', amountEur: 450000, validUntil: '2026-12-12', status: 'awaiting_seller' },
      }),
    });
    await user.type(field(/Importe/), '450000');
    await user.tab();
    expect(field(/Importe/)).toHaveValue('450.000');
    await user.selectOptions(screen.getByRole('combobox', { name: /Financiación/ }), 'Hipoteca aprobada');
    await user.type(field(/Condiciones/), 'Escritura en enero');
    await user.click(screen.getByRole('button', { name: 'Enviar la oferta' }));

    expect(await screen.findByText('Hemos recibido su oferta')).toBeInTheDocument();
    expect(screen.getByText(/Su oferta de 450\.000\s€, válida hasta el/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis ofertas' })).toHaveAttribute(
      'href',
      '/dashboard?tab=offers',
    );
    expect(await api.lastBody('POST /api/me/offers')).toEqual({
      propertyId: PROPERTY_ID,
      amountEur: 450000,
      financing: 'mortgage_approved',
      conditions: 'Escritura en enero',
      validUntil: '2026-12-12',
    });
  });

  it("shows the API's field errors next to their fields, in the reader's language", async () => {
    const { user } = renderForm({
      'POST /api/me/offers': () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Revise los datos',
            details: [
              { field: 'validUntil', code: 'offer_valid_until_too_far', message: 'x' },
              { field: 'conditions', code: 'some_new_rule', message: 'Texto del servidor.' },
            ],
          },
        },
      }),
    });
    await user.type(field(/Importe/), '300000');
    await user.type(field(/Condiciones/), 'Algo');
    await user.click(screen.getByRole('button', { name: 'Enviar la oferta' }));

    expect(await screen.findByText('Revise los campos señalados, por favor.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Válida hasta/)).toHaveAccessibleDescription(
      /Como máximo 60 días a partir de hoy\./,
    );
    expect(field(/Condiciones/)).toHaveAccessibleDescription(/Texto del servidor\./);
  });

  it('says in words why a property takes no offer', async () => {
    const { user } = renderForm({
      'POST /api/me/offers': () => ({
        status: 409,
        body: { error: { code: 'sale_in_progress', message: 'x' } },
      }),
    });
    await user.type(field(/Importe/), '300000');
    await user.click(screen.getByRole('button', { name: 'Enviar la oferta' }));
    expect(
      await screen.findByText('Esta propiedad ya tiene una oferta aceptada y no admite nuevas ofertas.'),
    ).toHaveAttribute('role', 'alert');
  });
});
