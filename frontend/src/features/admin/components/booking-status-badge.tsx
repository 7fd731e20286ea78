import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { BookingKind, BookingStatus } from '../../../lib/api/types';

const STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  requested: 'gold',
  confirmed: 'navy',
  declined: 'danger',
  completed: 'outline',
  cancelled: 'danger',
};

export const BOOKING_STATUSES: readonly BookingStatus[] = [
  'requested',
  'confirmed',
  'declined',
  'completed',
  'cancelled',
];
export const BOOKING_KINDS: readonly BookingKind[] = ['stay', 'service', 'experience'];

export const isBookingStatus = (value: unknown): value is BookingStatus =>
  BOOKING_STATUSES.includes(value as BookingStatus);
export const isBookingKind = (value: unknown): value is BookingKind =>
  BOOKING_KINDS.includes(value as BookingKind);

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={STATUS_TONES[status]}>{t(`bookingStatus.${status}`)}</Badge>;
}
