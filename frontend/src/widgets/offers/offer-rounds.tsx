import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { formatDay, formatPrice } from '../../lib/format/format';
import { useLanguage } from '../../lib/i18n/localize';
import type { OfferRound, OfferStatus } from './offer-types';
import styles from './offer-rounds.module.css';

const STATUS_TONES: Record<OfferStatus, BadgeTone> = {
  awaiting_seller: 'light',
  awaiting_buyer: 'gold',
  accepted: 'navy',
  rejected: 'outline',
  withdrawn: 'outline',
  expired: 'outline',
  closed: 'outline',
};

/** An offer's status in words. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('offers');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

/**
 * The rounds of a negotiation, first to last: who proposed what, until when. `viewer` names the sides as the
 * reader knows them (the buyer reads "You", the staff "Buyer").
 */
export function OfferRounds({
  rounds,
  viewer,
  label,
}: {
  rounds: readonly OfferRound[];
  viewer: 'buyer' | 'staff';
  label: string;
}) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  return (
    <ol className={styles.rounds} aria-label={label}>
      {rounds.map((round, index) => (
        <li key={`${round.at}-${index}`} className={styles.round}>
          <span className={styles.by}>{t(`rounds.${viewer}.${round.by}`)}</span>
          <span className={styles.amount}>{formatPrice(round.amountEur)}</span>
          <span className={styles.until}>
            {t('rounds.validUntil', { date: formatDay(round.validUntil, language) })}
          </span>
          {round.conditions ? <span className={styles.conditions}>{round.conditions}</span> : null}
        </li>
      ))}
    </ol>
  );
}
