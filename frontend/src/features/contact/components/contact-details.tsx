import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import { AGENCY } from '../../../lib/agency/agency-info';
import styles from './contact-details.module.css';

const { headquarters } = AGENCY;
const HEADQUARTERS_ADDRESS = `${headquarters.street}, ${headquarters.postalCode} ${headquarters.city} (${headquarters.province})`;

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>
        <span className={styles.icon}>{icon}</span>
        {label}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** E-mail, phone, address and office hours of the agency, each a working link where it can be. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  return (
    <section className={styles.panel} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.title}>
        {t('details.title')}
      </h2>
      <dl className={styles.list}>
        <DetailRow icon={<MailIcon />} label={t('details.email')}>
          <a href={`mailto:${AGENCY.email}`}>{AGENCY.email}</a>
        </DetailRow>
        <DetailRow icon={<PhoneIcon />} label={t('details.phone')}>
          <a href={AGENCY.phoneHref}>{AGENCY.phone}</a>
        </DetailRow>
        <DetailRow icon={<MapPinIcon />} label={t('details.address')}>
          <address>{HEADQUARTERS_ADDRESS}</address>
        </DetailRow>
        <DetailRow icon={<ClockIcon />} label={t('details.hours')}>
          <span>{t('details.hoursValue')}</span>
          <span className={styles.note}>{t('details.hoursNote')}</span>
        </DetailRow>
      </dl>
    </section>
  );
}
