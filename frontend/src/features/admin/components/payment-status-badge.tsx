import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { PaymentStatus } from '../../../lib/api/types';

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'gold',
  paid: 'navy',
  refunded: 'outline',
  cancelled: 'danger',
};

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'paid', 'refunded', 'cancelled'];

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  PAYMENT_STATUSES.includes(value as PaymentStatus);

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={PAYMENT_TONES[status]}>{t(`paymentStatus.${status}`)}</Badge>;
}
