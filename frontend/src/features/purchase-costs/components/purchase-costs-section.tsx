import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { suggestedKind } from '../../../lib/purchase-costs/purchase-costs';
import { usePurchaseCostRates } from '../api/get-purchase-cost-rates';
import type { CalculatorInputs } from './calculator-inputs';
import { PurchaseCostsCalculator } from './purchase-costs-calculator';
import styles from './purchase-costs.module.css';

export interface PurchaseCostsSectionProps {
  priceEur: number;
  /** The listing's year of construction: homes built this year or last are suggested as new builds. */
  yearBuilt?: number | null;
  /** At /calculator the page's own title says it: the section's heading is for assistive technology only. */
  headingHidden?: boolean;
  /** At /calculator: the inputs its address asks for, and what is told of every change to keep them there. */
  initialInputs?: CalculatorInputs;
  onInputsChange?: (inputs: CalculatorInputs) => void;
}

/** "What it costs": the calculator with the rates in force (server-rendered with them on a property page). */
export function PurchaseCostsSection({
  priceEur,
  yearBuilt = null,
  headingHidden = false,
  initialInputs,
  onInputsChange,
}: PurchaseCostsSectionProps) {
  const { t } = useTranslation(['purchaseCosts', 'common']);
  const rates = usePurchaseCostRates();
  const failure = rates.isError ? describeApiError(rates.error) : null;
  return (
    <section className={styles.section} aria-labelledby="purchase-costs-heading" id="purchase-costs">
      <h2 id="purchase-costs-heading" className={headingHidden ? 'visually-hidden' : undefined}>
        {t('section.title')}
      </h2>
      {headingHidden ? null : <p className={styles.explain}>{t('section.lead')}</p>}
      {failure ? (
        <ErrorState
          title={t('failed')}
          message={failure.apiMessage ?? t(`common:${failure.key}`)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void rates.refetch()}
        />
      ) : !rates.data ? (
        <div role="status" aria-live="polite">
          <span className="visually-hidden">{t('loading')}</span>
          <Skeleton variant="block" />
        </div>
      ) : (
        <PurchaseCostsCalculator
          key={priceEur}
          rates={rates.data.rates}
          initialPrice={priceEur}
          initialKind={suggestedKind(yearBuilt, new Date().getFullYear())}
          initialInputs={initialInputs}
          onInputsChange={onInputsChange}
        />
      )}
    </section>
  );
}
