import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { BookingListItem } from '../../../lib/api/types';
import { renderWithProviders } from '../../../test/render';
import { BookingList } from './booking-list';

const ERASED = 'Datos borrados a petición de su titular';

/** A client's booking whose account was erased: the booking stays, its guest reads null. */
const BOOKING: BookingListItem = {
  id: '7b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'service',
  status: 'confirmed',
  itemId: 'private-chef',
  itemTitle: { es: 'Chef privado' },
  itemReference: null,
  itemImage: null,
  guestName: null,
  checkIn: '2026-12-04',
  checkOut: null,
  startTime: '20:00',
  guests: 4,
  quoteEur: 480,
  priceBasis: 'per_group',
  totalPriceEur: 480,
  paymentStatus: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 2,
  nextPaymentStatuses: ['paid'],
  nextStatuses: ['completed', 'cancelled'],
};

const original = window.matchMedia;
function screenWide(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}
afterEach(() => {
  window.matchMedia = original;
});

describe('BookingList with a guest whose data was erased', () => {
  it.each([
    ['the table', true],
    ['the cards', false],
  ])('names the erasure in %s, never "null"', async (_view, wide) => {
    screenWide(wide);
    const { container } = renderWithProviders(
      <BookingList items={[BOOKING]} busy={false} onChange={() => undefined} />,
      { router: {} },
    );
    expect(await screen.findByRole('link', { name: new RegExp(ERASED) })).toHaveAttribute(
      'href',
      `/admin/bookings/${BOOKING.id}`,
    );
    expect(
      screen.getByRole('combobox', { name: `Cambiar el pago de la reserva de ${ERASED}` }),
    ).toBeEnabled();
    expect(container).not.toHaveTextContent('null');
  });
});
