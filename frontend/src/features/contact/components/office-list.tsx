import { useTranslation } from 'react-i18next';
import { BuildingIcon } from '../../../components/ui/icons';
import { AGENCY } from '../../../lib/agency/agency-info';
import styles from './office-list.module.css';

/** The agency's three offices along the coast: Castro Urdiales, Laredo and Santander. */
export function OfficeList() {
  const { t } = useTranslation('contact');
  return (
    <section className={styles.section} aria-labelledby="contact-offices-title">
      <div className={styles.heading}>
        <h2 id="contact-offices-title">{t('offices.title')}</h2>
        <p className={styles.intro}>{t('offices.intro')}</p>
      </div>
      <ul className={styles.list} role="list">
        {AGENCY.offices.map((office) => (
          <li key={office.id} className={styles.office}>
            <span className={styles.icon}>
              <BuildingIcon size={22} />
            </span>
            <h3 className={styles.name}>{t(`offices.${office.id}.name`)}</h3>
            <p className={styles.role}>{t(`offices.${office.id}.role`)}</p>
            <address className={styles.address}>
              {office.street}
              <br />
              {office.postalCode} {office.city}
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}
