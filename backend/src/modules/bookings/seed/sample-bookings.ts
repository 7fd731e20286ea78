import type { BookingEntry } from '../commands/record-booking/record-booking.command';

export interface SampleBooking {
  id: string;
  recordedAt: string;
  entry: BookingEntry;
}

/** Fictional stays for local mode, so the back office has bookings to show from the first start. */
export const SAMPLE_BOOKINGS: readonly SampleBooking[] = [
  {
    id: '6f1d2c1e-7a51-4c52-9f0b-1b6a0c8e0001',
    recordedAt: '2026-11-02T10:15:00Z',
    entry: {
      propertyId: 'villa-sardinero-santander',
      guestName: 'Charlotte Hughes',
      guestEmail: 'charlotte.hughes@example.com',
      checkIn: '2027-07-03',
      checkOut: '2027-07-17',
      guests: 6,
      totalPriceEur: 28_000,
      paymentStatus: 'paid',
    },
  },
  {
    id: '6f1d2c1e-7a51-4c52-9f0b-1b6a0c8e0002',
    recordedAt: '2026-11-06T16:40:00Z',
    entry: {
      propertyId: 'atico-puerto-castro-urdiales',
      guestName: 'Markus Weber',
      guestEmail: 'markus.weber@example.com',
      checkIn: '2027-04-14',
      checkOut: '2027-04-21',
      guests: 2,
      totalPriceEur: 4_900,
      paymentStatus: 'pending',
    },
  },
  {
    id: '6f1d2c1e-7a51-4c52-9f0b-1b6a0c8e0003',
    recordedAt: '2026-11-10T09:05:00Z',
    entry: {
      propertyId: 'casona-montanesa-comillas',
      guestName: 'Lucía Fernández Ortega',
      guestEmail: 'lucia.fernandez@example.com',
      checkIn: '2027-08-01',
      checkOut: '2027-08-15',
      guests: 8,
      totalPriceEur: 19_600,
      paymentStatus: 'paid',
    },
  },
  {
    id: '6f1d2c1e-7a51-4c52-9f0b-1b6a0c8e0004',
    recordedAt: '2026-11-14T12:30:00Z',
    entry: {
      propertyId: 'adosado-playa-salve-laredo',
      guestName: 'Anna Petrova',
      guestEmail: 'anna.petrova@example.com',
      checkIn: '2027-06-10',
      checkOut: '2027-06-17',
      guests: 4,
      totalPriceEur: 3_850,
      paymentStatus: 'cancelled',
    },
  },
  {
    id: '6f1d2c1e-7a51-4c52-9f0b-1b6a0c8e0005',
    recordedAt: '2026-11-18T18:20:00Z',
    entry: {
      propertyId: 'apartamento-centro-historico-santander',
      guestName: 'Stefan Trajkovski',
      guestEmail: 'stefan.trajkovski@example.com',
      checkIn: '2027-03-20',
      checkOut: '2027-03-27',
      guests: 3,
      totalPriceEur: 2_450,
      paymentStatus: 'pending',
    },
  },
  {
    id: '6f1d2c1e-7a51-4c52-9f0b-1b6a0c8e0006',
    recordedAt: '2026-11-20T08:45:00Z',
    entry: {
      propertyId: 'villa-sardinero-santander',
      guestName: 'Javier Ruiz Cobo',
      guestEmail: 'javier.ruiz@example.com',
      checkIn: '2027-09-05',
      checkOut: '2027-09-12',
      guests: 5,
      totalPriceEur: 14_000,
      paymentStatus: 'refunded',
    },
  },
];
