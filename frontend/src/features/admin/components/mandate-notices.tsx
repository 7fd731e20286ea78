import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../../components/ui/icons';
import type { MandateNotice } from '../../../lib/api/types';
import { formatDay } from '../../../lib/format/format';
import { useLanguage, useLocalize } from '../../../lib/i18n/localize';
import styles from './admin.module.css';

/**
 * The mandates that need staff: ending within 30 days, or ended while the property is still listed; each
 * links to the property's editor, where its "Vendedor y mandato" panel is.
 */
export function MandateNotices({ notices }: { notices: readonly MandateNotice[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const localize = useLocalize();
  if (notices.length === 0) return <p className={styles.label}>{t('dashboard.mandatesNone')}</p>;
  return (
    <ul className={styles.links}>
      {notices.map((notice) => (
        <li key={notice.propertyId}>
          <Link
            to={`/admin/properties/edit/${encodeURIComponent(notice.propertyId)}`}
            className={styles.linkCard}
          >
            <span className={styles.linkTitle}>
              {localize(notice.propertyTitle)} <ArrowRightIcon size={18} />
            </span>
            <span className={styles.linkText}>
              {t(notice.kind === 'ended' ? 'dashboard.mandateEnded' : 'dashboard.mandateEnding', {
                reference: notice.propertyReference,
                date: formatDay(notice.endsOn, language),
              })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
