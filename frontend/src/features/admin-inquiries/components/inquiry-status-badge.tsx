import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { InquiryStatus } from '../../../lib/api/types';

export const INQUIRY_STATUSES: readonly InquiryStatus[] = ['new', 'in_progress', 'answered', 'closed'];

const TONES: Record<InquiryStatus, BadgeTone> = {
  new: 'gold',
  in_progress: 'sand',
  answered: 'navy',
  closed: 'outline',
};

export const isInquiryStatus = (value: unknown): value is InquiryStatus =>
  INQUIRY_STATUSES.includes(value as InquiryStatus);

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('adminInquiries');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
