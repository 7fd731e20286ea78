import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { PageIntro } from '../../../components/ui/page-intro';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { startingInputs, type CalculatorInputs } from '../components/calculator-inputs';
import { PurchaseCostsSection } from '../components/purchase-costs-section';
import styles from '../components/purchase-costs.module.css';
import { addressOfInputs, inputsFromAddress } from './calculator-address';

/** A typical coastal flat: where the calculator starts before the visitor types their own price. */
const STARTING_PRICE = 450_000;
const STARTING = startingInputs(STARTING_PRICE, 'resale');

/** How long typing may pause before the address follows: one address change per figure, not per key. */
const ADDRESS_DELAY_MS = 300;

/**
 * The calculator's inputs kept in the page's address (calculator-address.ts), so a figure can be shared
 * and reloaded. The address is replaced, never added to the history, once typing pauses; the route's data
 * is not read again for it (its `shouldRevalidate`). An address opened anew (a link to the calculator,
 * Back) starts the calculator again from it: `key` changes.
 */
function useCalculatorAddress() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [entry, setEntry] = useState(location.key);
  if (navigationType !== NavigationType.Replace && location.key !== entry) setEntry(location.key);

  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const keep = (inputs: CalculatorInputs) => {
    window.clearTimeout(timer.current);
    const next = addressOfInputs(params, inputs, STARTING);
    if (next.toString() === params.toString()) return;
    timer.current = window.setTimeout(
      () => setParams(next, { replace: true, preventScrollReset: true }),
      ADDRESS_DELAY_MS,
    );
  };
  return { key: entry, initial: inputsFromAddress(params, STARTING), keep };
}

/** /calculator: what buying a home in Cantabria costs, and its mortgage, for any price. */
export default function CalculatorPage() {
  const { t } = useTranslation('purchaseCosts');
  useDocumentMeta(t('meta.title'), t('meta.description'));
  const address = useCalculatorAddress();
  return (
    <div className={`container ${styles.page}`}>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')} lead={t('page.lead')} />
      <div className={styles.panel}>
        <PurchaseCostsSection
          key={address.key}
          priceEur={STARTING_PRICE}
          headingHidden
          initialInputs={address.initial}
          onInputsChange={address.keep}
        />
      </div>
    </div>
  );
}
