import path from 'node:path';
import { LANGUAGES } from '../../../platform/i18n/languages';
import type { BookingReadModel } from '../read-models/booking.read-model';
import { clientBookingMail } from './booking-mails';

/**
 * A booking's amount reads in the client's e-mail as on the site, in every language. The site's formatter
 * is loaded by its path at run time: it belongs to the frontend's TypeScript project.
 */
async function siteFormatPrice(): Promise<(amountEur: number) => string> {
  const file = path.resolve(__dirname, '../../../../../frontend/src/lib/format/format');
  return ((await import(file)) as { formatPrice: (amountEur: number) => string }).formatPrice;
}

const booking = (totalPriceEur: number) =>
  ({
    itemTitle: { es: 'Paseo en velero por la bahía' },
    checkIn: '2027-07-03',
    startTime: '11:00',
    guests: 3,
    totalPriceEur,
    quoteEur: 390,
  }) as BookingReadModel;

const AMOUNTS: [number, string][] = [
  [1170, '1170\u00a0€'],
  [7500, '7500\u00a0€'],
  [45_000, '45.000\u00a0€'],
  [1_850_000, '1.850.000\u00a0€'],
  // A quote is whole euros wherever it is shown.
  [1422.63, '1423\u00a0€'],
];

describe('amounts in booking e-mails', () => {
  it.each(LANGUAGES)('read as on the site, in %s', async (language) => {
    const formatPrice = await siteFormatPrice();
    for (const [amount, written] of AMOUNTS) {
      expect(formatPrice(amount)).toBe(written);
      const mail = clientBookingMail(
        { email: 'lucia@example.com', name: 'Lucía', fullName: 'Lucía Ortega', language },
        booking(amount),
        { type: 'BookingRequested', data: {} },
        'https://costa.example',
      );
      expect(mail.content.paragraphs.join('\n')).toContain(written);
    }
  });
});
