import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../lib/api/query-client';
import { endSession } from '../../../lib/auth/session';
import { fakeApi } from '../../../test/fake-api';
import type { FakeRoute } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signIn } from '../../../test/session';
import type { BookableItem } from '../utils/bookable-item';
import BookingFormDialog from './booking-form-dialog';

const YACHT: BookableItem = {
  kind: 'experience',
  id: 'private-yacht-santander-bay',
  title: { es: 'Velero privado por la bahía' },
  priceEur: 120,
  priceBasis: 'per_person',
  maxGuests: 10,
};

const PROFILE: FakeRoute = () => ({ status: 200, body: { phone: '+34 600 000 111' } });

function renderForm(routes: Record<string, FakeRoute>, item = YACHT) {
  signIn();
  const api = fakeApi({ 'GET /api/account/profile': PROFILE, ...routes });
  const onClose = jest.fn();
  renderWithProviders(<BookingFormDialog item={item} onClose={onClose} />, {
    queryClient,
    router: { path: '/experiences' },
  });
  const dialog = screen.getByRole('dialog', { name: `Reservar: ${item.title.es}` });
  const field = (name: RegExp) => within(dialog).getByLabelText(name);
  return { api, onClose, dialog, field, user: userEvent.setup() };
}

afterEach(() => {
  endSession();
  queryClient.clear();
});

describe('BookingFormDialog', () => {
  it('shows the price per person and the estimated total for the guests', async () => {
    const { dialog, field, user } = renderForm({});
    expect(dialog).toHaveTextContent(/120\s€ por persona/);
    expect(dialog).toHaveTextContent(/Importe estimado: 240\s€/);
    await user.clear(field(/Número de personas/));
    await user.type(field(/Número de personas/), '5');
    expect(dialog).toHaveTextContent(/Importe estimado: 600\s€/);
  });

  it('says a service’s amount is confirmed later', () => {
    const { dialog } = renderForm({}, { ...YACHT, kind: 'service', priceBasis: 'from', priceEur: 300 });
    expect(dialog).toHaveTextContent(/Desde 300\s€/);
    expect(dialog).toHaveTextContent('El importe final se lo confirmaremos tras revisar su solicitud.');
  });

  it('checks the fields before sending anything, next to each', async () => {
    const { api, dialog, field, user } = renderForm({});
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la solicitud' }));
    expect(field(/^Fecha/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls()).not.toContain('POST /api/me/bookings');
  });

  it('sends the request with the profile’s phone, and shows a refusal for lack of places next to the guests', async () => {
    const message = 'Para esta fecha solo quedan 2 plazas. Reduzca el número de personas o elija otro día.';
    const { api, dialog, field, onClose, user } = renderForm({
      'POST /api/me/bookings': () => ({
        status: 409,
        body: {
          error: {
            code: 'experience_places_left',
            message,
            details: [{ field: 'guests', code: 'experience_places_left', message }],
          },
        },
      }),
    });
    await waitFor(() => expect(field(/^Teléfono/)).toHaveValue('+34 600 000 111'));
    await user.type(field(/^Fecha/), '2027-07-10');
    await user.clear(field(/Número de personas/));
    await user.type(field(/Número de personas/), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar la solicitud' }));

    await waitFor(() => expect(field(/Número de personas/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/Número de personas/)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(await api.lastBody('POST /api/me/bookings')).toEqual({
      kind: 'experience',
      itemId: 'private-yacht-santander-bay',
      date: '2027-07-10',
      time: '10:00',
      guests: 4,
      phone: '+34 600 000 111',
      notes: null,
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
