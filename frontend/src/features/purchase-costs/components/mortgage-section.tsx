import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-field';
import type { PurchaseCostRate } from '../../../lib/api/types';
import { formatPercent, formatPrice, priceFormatFor } from '../../../lib/format/format';
import { useInputBeforeHydration } from '../../../lib/hooks/use-input-before-hydration';
import { useLanguage } from '../../../lib/i18n/localize';
import { mortgage, usualDownPayment } from '../../../lib/purchase-costs/mortgage';
import {
  BOUNDS,
  checkNumber,
  parseDecimal,
  parseEuros,
  type FieldProblem,
  type MortgageInputs,
} from './calculator-inputs';
import styles from './purchase-costs.module.css';

// uPlot comes with the chart, when the client opens the mortgage: never with the page.
const AmortisationChart = lazy(() =>
  import('./amortisation-chart').then((module) => ({ default: module.AmortisationChart })),
);

/**
 * The mortgage: down payment (with what banks usually lend a resident or a non-resident as a hint, and a
 * warning above it), rate and term; the monthly payment, the interest, the cash needed at signing, the
 * chart and the table per year. Its fields are the calculator's (`inputs`, changed through `onChange`):
 * until the client types a down payment it is the usual one for a non-resident at the price.
 */
export function MortgageSection({
  rates,
  price,
  costsTotal,
  inputs,
  onChange,
}: {
  rates: PurchaseCostRate[];
  price: number;
  costsTotal: number;
  inputs: MortgageInputs;
  onChange: (patch: Partial<MortgageInputs>) => void;
}) {
  const { t } = useTranslation('purchaseCosts');
  const language = useLanguage();
  const id = useId();
  const { resident, rateText, yearsText } = inputs;
  const downText = inputs.downText ?? String(usualDownPayment(price, false, rates));
  const setResident = (value: boolean) => onChange({ resident: value });
  const setDownText = (text: string) => onChange({ downText: text });
  const setRateText = (text: string) => onChange({ rateText: text });
  const setYearsText = (text: string) => onChange({ yearsText: text });
  // What was typed or chosen in the server's page before its script ran is what the figures start from.
  const residentRef = useInputBeforeHydration(resident, setResident);
  const downRef = useInputBeforeHydration(downText, setDownText);
  const rateRef = useInputBeforeHydration(rateText, setRateText);
  const yearsRef = useInputBeforeHydration(yearsText, setYearsText);

  const down = parseEuros(downText);
  const annualRate = parseDecimal(rateText);
  const years = parseEuros(yearsText);
  const downProblem: FieldProblem = down !== null && down > price ? 'overPrice' : checkNumber(down, 0, price);
  const rateProblem = checkNumber(annualRate, BOUNDS.rate.min, BOUNDS.rate.max);
  const yearsProblem = checkNumber(years, BOUNDS.years.min, BOUNDS.years.max);
  const valid = !downProblem && !rateProblem && !yearsProblem;

  const result = valid
    ? mortgage(
        {
          priceEur: price,
          downPaymentEur: down ?? 0,
          annualRatePct: annualRate ?? 0,
          years: years ?? 1,
          resident,
        },
        rates,
      )
    : null;
  const cash = (down ?? 0) + costsTotal;
  const usual = usualDownPayment(price, resident, rates);
  const chartLabels = {
    balance: t('mortgage.balance'),
    interestPaid: t('mortgage.interestPaid'),
    principalPaid: t('mortgage.principalPaid'),
    year: t('mortgage.table.year'),
    format: formatPrice,
  };

  // One precision per group of figures read together: the summary, and the table per year.
  const summaryAmount = priceFormatFor(
    result ? [result.loan, result.monthlyPayment, result.totalInterest, result.totalPaid, cash] : [],
  );
  const yearAmount = priceFormatFor(
    result ? result.years.flatMap((row) => [row.interest, row.principal, row.balance]) : [],
  );

  const problem = (key: FieldProblem, min: string, max: string) =>
    key ? t(`errors.${key}`, { min, max }) : null;
  const percent = (value: number) => formatPercent(value, language);

  return (
    <section className={styles.mortgage} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {t('mortgage.title')}
      </h3>
      <fieldset className={styles.residence}>
        <legend>{t('fields.resident')}</legend>
        {(['non_resident', 'resident'] as const).map((value) => (
          <label key={value} className={styles.radio}>
            <input
              ref={value === 'resident' ? residentRef : undefined}
              type="radio"
              name="residence"
              value={value}
              checked={resident === (value === 'resident')}
              onChange={() => setResident(value === 'resident')}
            />
            {t(`residence.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.inputs}>
        <TextField
          label={t('fields.downPayment')}
          name="downPayment"
          ref={downRef}
          inputMode="numeric"
          autoComplete="off"
          value={downText}
          onChange={(event) => setDownText(event.target.value)}
          hint={t('fields.downPaymentHint', {
            pct: percent(
              rates.find((rate) => rate.key === (resident ? 'financing_resident' : 'financing_non_resident'))
                ?.ratePct ?? 0,
            ),
            who: t(`residents.${resident ? 'resident' : 'non_resident'}`),
            amount: formatPrice(usual),
          })}
          error={problem(downProblem, formatPrice(0), formatPrice(price))}
        />
        <TextField
          label={t('fields.rate')}
          name="rate"
          ref={rateRef}
          inputMode="decimal"
          autoComplete="off"
          value={rateText}
          onChange={(event) => setRateText(event.target.value)}
          hint={t('fields.rateHint')}
          error={problem(rateProblem, percent(BOUNDS.rate.min), percent(BOUNDS.rate.max))}
        />
        <TextField
          label={t('fields.years')}
          name="years"
          ref={yearsRef}
          inputMode="numeric"
          autoComplete="off"
          value={yearsText}
          onChange={(event) => setYearsText(event.target.value)}
          error={problem(yearsProblem, String(BOUNDS.years.min), String(BOUNDS.years.max))}
        />
      </div>
      {result === null ? (
        <p className={styles.invalid} role="status">
          {t('invalid')}
        </p>
      ) : (
        <>
          {result.overUsualLimit ? (
            <p className={styles.warning} role="status" data-testid="over-limit">
              {t('mortgage.overLimit', {
                ltv: percent(result.loanToValuePct),
                usual: percent(result.usualMaxLoanToValuePct),
                amount: formatPrice(usual),
              })}
            </p>
          ) : null}
          <dl className={styles.lines}>
            <div className={styles.line}>
              <dt>{t('mortgage.loan')}</dt>
              <dd className={styles.amount}>{summaryAmount(result.loan)}</dd>
              <dd className={styles.explain}>
                {t('mortgage.loanExplain', { pct: percent(result.loanToValuePct) })}
              </dd>
            </div>
            <div className={`${styles.line} ${styles.highlight}`} data-testid="monthly-payment">
              <dt>{t('mortgage.monthly')}</dt>
              <dd className={styles.amount}>{summaryAmount(result.monthlyPayment)}</dd>
              <dd className={styles.explain}>{t('mortgage.monthlyExplain', { months: result.months })}</dd>
            </div>
            <div className={styles.line}>
              <dt>{t('mortgage.interest')}</dt>
              <dd className={styles.amount}>{summaryAmount(result.totalInterest)}</dd>
              <dd className={styles.explain}>{t('mortgage.interestExplain')}</dd>
            </div>
            <div className={styles.line}>
              <dt>{t('mortgage.totalPaid')}</dt>
              <dd className={styles.amount}>{summaryAmount(result.totalPaid)}</dd>
              <dd className={styles.explain}>{t('mortgage.totalPaidExplain')}</dd>
            </div>
            <div className={styles.line}>
              <dt>{t('mortgage.cash')}</dt>
              <dd className={styles.amount}>{summaryAmount(cash)}</dd>
              <dd className={styles.explain}>{t('mortgage.cashExplain')}</dd>
            </div>
          </dl>
          <figure className={styles.figure}>
            <Suspense fallback={<div className={styles.chart} aria-hidden="true" />}>
              <AmortisationChart years={result.years} labels={chartLabels} />
            </Suspense>
            <figcaption className={styles.explain}>{t('mortgage.chartNote')}</figcaption>
          </figure>
          <details className={styles.tableDetails}>
            <summary>{t('mortgage.table.show')}</summary>
            <div className={styles.tableWrap} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
              <table className={styles.table}>
                <caption id={`${id}-caption`}>{t('mortgage.table.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('mortgage.table.year')}</th>
                    <th scope="col">{t('mortgage.table.interest')}</th>
                    <th scope="col">{t('mortgage.table.principal')}</th>
                    <th scope="col">{t('mortgage.table.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.years.map((row) => (
                    <tr key={row.year}>
                      <th scope="row">{row.year}</th>
                      <td>{yearAmount(row.interest)}</td>
                      <td>{yearAmount(row.principal)}</td>
                      <td>{yearAmount(row.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
