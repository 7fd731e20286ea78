import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/ui/page-intro';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { PurchaseCostsSection } from '../components/purchase-costs-section';
import styles from '../components/purchase-costs.module.css';

/** A typical coastal flat: where the calculator starts before the visitor types their own price. */
const STARTING_PRICE = 450_000;

/** /calculator: what buying a home in Cantabria costs, and its mortgage, for any price. */
export default function CalculatorPage() {
  const { t } = useTranslation('purchaseCosts');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  return (
    <div className={`container ${styles.page}`}>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead')} />
      <div className={styles.panel}>
        <PurchaseCostsSection priceEur={STARTING_PRICE} headingHidden />
      </div>
    </div>
  );
}
