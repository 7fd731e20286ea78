import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import type { PropertyStatus } from '../../../lib/api/types';

const TONES: Record<PropertyStatus, BadgeTone> = {
  draft: 'outline',
  active: 'navy',
  reserved: 'gold',
  sold: 'sand',
  withdrawn: 'danger',
};

export function PropertyStatusBadge({ status }: { status: PropertyStatus }) {
  const { t } = useTranslation('adminProperties');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
