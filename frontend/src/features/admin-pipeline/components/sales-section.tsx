import { useTranslation } from 'react-i18next';
import { SalesReportPanel } from './sales-report-panel';
import styles from './pipeline.module.css';

/** The owner's dashboard's "Sales" section. */
export function SalesSection() {
  const { t } = useTranslation('pipeline');
  return (
    <section className={styles.section} aria-labelledby="owner-sales">
      <h2 id="owner-sales">{t('report.title')}</h2>
      <SalesReportPanel />
    </section>
  );
}
