import { useTranslation } from 'react-i18next';
import { LeafIcon } from '../../../components/ui/icons';
import type { EnergyRating } from '../../../lib/api/types';
import styles from './energy-badge.module.css';

/** The energy certificate rating on the EU A-G scale, coloured like the official label. */
export function EnergyBadge({ rating }: { rating: EnergyRating }) {
  const { t } = useTranslation('catalogue');
  return (
    <p className={styles.energy}>
      <span className={`${styles.letter} ${styles[rating]}`} aria-hidden="true">
        {rating}
      </span>
      <span className={styles.label}>
        <LeafIcon size={14} className={styles.leaf} />
        {t('property.energy.label', { rating })}
      </span>
    </p>
  );
}
