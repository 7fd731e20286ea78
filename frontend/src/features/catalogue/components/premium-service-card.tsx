import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { CheckIcon, ChevronDownIcon } from '../../../components/ui/icons';
import type { Service } from '../../../lib/api/types';
import { useContentLang, useLocalize } from '../../../lib/i18n/localize';
import { ServiceCard } from './service-card';
import styles from './premium-service-card.module.css';

/**
 * A premium service whose card toggles a details panel: highlights and a booking button, which opens the
 * contact form with a booking request for this service as its subject.
 */
export function PremiumServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation('catalogue');
  const localize = useLocalize();
  const contentLang = useContentLang();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const title = localize(service.title);

  return (
    <ServiceCard service={service}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('premium.hideDetails') : t('premium.showDetails')}
        <span className="visually-hidden">: {title}</span>
        <ChevronDownIcon size={16} />
      </button>
      <div id={panelId} className={styles.details} hidden={!open}>
        <h4>{t('premium.includes')}</h4>
        <ul className={styles.highlights}>
          {service.highlights.map((highlight, position) => (
            <li key={position}>
              <CheckIcon size={16} />
              <span lang={contentLang(highlight)}>{localize(highlight)}</span>
            </li>
          ))}
        </ul>
        <Link
          className={buttonClass({ variant: 'gold' })}
          to={`/contact?${new URLSearchParams({ subject: t('premium.bookingSubject', { title }) })}`}
        >
          {t('premium.book')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
    </ServiceCard>
  );
}
