import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon } from '../../../components/ui/icons';
import type { Service } from '../../../lib/api/types';
import type { RenderBookAction } from './book-action-slot';
import { useContentLang, useLocalize } from '../../../lib/i18n/localize';
import { ServiceCard } from './service-card';
import styles from './premium-service-card.module.css';

/** A premium service whose card toggles a details panel with its highlights; its footer books it. */
export function PremiumServiceCard({
  service,
  renderBookAction,
}: {
  service: Service;
  renderBookAction: RenderBookAction<Service>;
}) {
  const { t } = useTranslation('catalogue');
  const localize = useLocalize();
  const contentLang = useContentLang();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const title = localize(service.title);

  return (
    <ServiceCard service={service} bookAction={(describedBy) => renderBookAction(service, describedBy)}>
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
      </div>
    </ServiceCard>
  );
}
