import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/form-field';
import type { PurchaseCostRate } from '../../../lib/api/types';
import { formatDay, formatPercent, formatPrice, priceFormatFor } from '../../../lib/format/format';
import { useInputBeforeHydration } from '../../../lib/hooks/use-input-before-hydration';
import { useLanguage } from '../../../lib/i18n/localize';
import {
  breakdownAmounts,
  purchaseCosts,
  type FeeKey,
  type FeeLine,
  type PurchaseKind,
  type TaxLine,
  type TransferTaxRateKey,
} from '../../../lib/purchase-costs/purchase-costs';
import { rateOf, type Rate } from '../../../lib/purchase-costs/rates';
import {
  BOUNDS,
  checkNumber,
  DEFAULT_MORTGAGE,
  parseEuros,
  startingInputs,
  type CalculatorInputs,
  type FieldProblem,
  type MortgageInputs,
} from './calculator-inputs';
import { MortgageSection } from './mortgage-section';
import styles from './purchase-costs.module.css';

export interface PurchaseCostsCalculatorProps {
  rates: PurchaseCostRate[];
  /** The listing's price, or a starting figure at /calculator. */
  initialPrice: number;
  /** A suggestion (the listing's year of construction); the client can switch. */
  initialKind: PurchaseKind;
  /** Where to start instead of the price and kind alone (at /calculator: what its address asks for). */
  initialInputs?: CalculatorInputs;
  /** Told the inputs as they start and after every change (at /calculator: to keep them in the address). */
  onInputsChange?: (inputs: CalculatorInputs) => void;
}

const isKind = (value: string): value is PurchaseKind => value === 'resale' || value === 'new_build';

const euros = (value: number) => formatPrice(value);

/** The source of a rate and its dates, under the line it sets. */
function RateSource({ rate }: { rate: Rate }) {
  const { t } = useTranslation('purchaseCosts');
  const language = useLanguage();
  return (
    <p className={styles.source}>
      {t('source', { source: rate.source })}{' '}
      {rate.sourceUrl ? (
        <a href={rate.sourceUrl} target="_blank" rel="noopener noreferrer">
          {t('sourceLink')}
        </a>
      ) : null}{' '}
      <span>
        {t('inForce', {
          date: formatDay(rate.effectiveFrom, language),
          reviewed: formatDay(rate.reviewedOn, language),
        })}
      </span>
    </p>
  );
}

function Line({
  name,
  amount,
  explain,
  children,
  testId,
}: {
  name: string;
  amount: string;
  explain: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.line} data-testid={testId}>
      <dt>{name}</dt>
      <dd className={styles.amount}>{amount}</dd>
      <dd className={styles.explain}>{explain}</dd>
      {children ? <dd className={styles.lineExtra}>{children}</dd> : null}
    </div>
  );
}

/** The client's own figure for a fee (empty: the estimate), and the way back to the estimate. */
function FeeAdjustment({
  line,
  text,
  onChange,
  error,
}: {
  line: FeeLine;
  text: string;
  /** null: back to the estimate. */
  onChange: (text: string | null) => void;
  error: string | null;
}) {
  const { t } = useTranslation('purchaseCosts');
  const ref = useInputBeforeHydration(text, onChange);
  return (
    <div className={styles.adjust}>
      <TextField
        label={t('adjust', { name: t(`lines.${line.key}.name`) })}
        inputMode="numeric"
        autoComplete="off"
        placeholder={String(line.estimate)}
        ref={ref}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      {line.adjusted ? (
        <Button variant="link" size="sm" onClick={() => onChange(null)}>
          {t('reset')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * What buying costs: the price, the taxes of its kind and the fees as ranges the client can adjust, each
 * figure with one line saying where it comes from; then, if the client finances, the mortgage. Every
 * number comes from lib/purchase-costs, the same code the server renders with.
 */
export function PurchaseCostsCalculator({
  rates,
  initialPrice,
  initialKind,
  initialInputs,
  onInputsChange,
}: PurchaseCostsCalculatorProps) {
  const { t } = useTranslation('purchaseCosts');
  const language = useLanguage();
  const id = useId();
  const [inputs, setInputs] = useState(() => initialInputs ?? startingInputs(initialPrice, initialKind));
  const { priceText, kind, habitualResidence, specialCircumstances, withMortgage, feeTexts } = inputs;
  // Functional updates: several fields changed before hydration are applied in the same pass.
  const change = (patch: Partial<CalculatorInputs>) => setInputs((current) => ({ ...current, ...patch }));
  const setPriceText = (text: string) => change({ priceText: text });
  const setKind = (value: string) => {
    if (isKind(value)) change({ kind: value });
  };
  const setHabitualResidence = (checked: boolean) => change({ habitualResidence: checked });
  const setSpecialCircumstances = (checked: boolean) => change({ specialCircumstances: checked });
  // Closing the mortgage forgets its fields: it opens again as it first did.
  const setWithMortgage = (checked: boolean) =>
    change(checked ? { withMortgage: true } : { withMortgage: false, mortgage: DEFAULT_MORTGAGE });
  const setFeeText = (key: FeeKey, text: string | null) =>
    setInputs((current) => {
      const { [key]: _, ...others } = current.feeTexts;
      return { ...current, feeTexts: text === null ? others : { ...others, [key]: text } };
    });
  const changeMortgage = (patch: Partial<MortgageInputs>) =>
    setInputs((current) => ({ ...current, mortgage: { ...current.mortgage, ...patch } }));

  const tell = useEffectEvent((current: CalculatorInputs) => onInputsChange?.(current));
  useEffect(() => tell(inputs), [inputs]);

  // What was typed or chosen in the server's page before its script ran is what the figures start from.
  const priceRef = useInputBeforeHydration(priceText, setPriceText);
  const kindRef = useInputBeforeHydration<string>(kind, setKind);
  const habitualRef = useInputBeforeHydration(habitualResidence, setHabitualResidence);
  const specialRef = useInputBeforeHydration(specialCircumstances, setSpecialCircumstances);
  const mortgageRef = useInputBeforeHydration(withMortgage, setWithMortgage);

  const price = parseEuros(priceText);
  const priceProblem = checkNumber(price, BOUNDS.price.min, BOUNDS.price.max);
  const feeProblems = Object.fromEntries(
    Object.entries(feeTexts).map(([key, text]) => [
      key,
      checkNumber(parseEuros(text ?? ''), BOUNDS.fee.min, BOUNDS.fee.max),
    ]),
  ) as Partial<Record<FeeKey, FieldProblem>>;
  const fees = Object.fromEntries(
    Object.entries(feeTexts)
      .filter(([key]) => !feeProblems[key as FeeKey])
      .map(([key, text]) => [key, parseEuros(text ?? '') ?? 0]),
  ) as Partial<Record<FeeKey, number>>;

  // The React Compiler memoizes this: it is computed again when an input changes.
  const costs =
    priceProblem || price === null
      ? null
      : purchaseCosts(
          { priceEur: price, kind, habitualResidence, specialCircumstances, withMortgage, fees },
          rates,
        );
  // The breakdown's amounts share one precision: taxes to the cent put cents on the fees and totals too.
  const amount = priceFormatFor(costs === null ? [] : breakdownAmounts(price ?? 0, costs));

  const problemText = (problem: FieldProblem, bounds: { min: number; max: number }, format = euros) =>
    problem ? t(`errors.${problem}`, { min: format(bounds.min), max: format(bounds.max) }) : null;

  const taxName = (line: TaxLine) => t(`lines.${line.key}.name`);
  const taxExplain = (line: TaxLine) => {
    const rate = rateOf(rates, line.rateKey);
    const values = {
      rate: formatPercent(line.ratePct, language),
      limit: rate.maxValueEur ? euros(rate.maxValueEur) : '',
    };
    return line.key === 'itp'
      ? t(`lines.itp.explain.${line.rateKey as TransferTaxRateKey}`, values)
      : t(`lines.${line.key}.explain`, values);
  };

  return (
    <div className={styles.calculator}>
      <p className={styles.estimate}>{t('estimate')}</p>
      <div className={styles.inputs}>
        <TextField
          label={t('fields.price')}
          inputMode="numeric"
          autoComplete="off"
          ref={priceRef}
          value={priceText}
          onChange={(event) => setPriceText(event.target.value)}
          error={problemText(priceProblem, BOUNDS.price)}
          hint={price !== null && !priceProblem ? euros(price) : t('fields.priceHint')}
          name="price"
        />
        <SelectField
          label={t('fields.kind')}
          ref={kindRef}
          value={kind}
          onChange={(event) => setKind(event.target.value)}
          hint={t('fields.kindHint')}
          name="kind"
        >
          <option value="resale">{t('kinds.resale')}</option>
          <option value="new_build">{t('kinds.new_build')}</option>
        </SelectField>
        {kind === 'resale' ? (
          <div className={styles.checks}>
            <CheckboxField
              label={t('fields.habitual')}
              ref={habitualRef}
              checked={habitualResidence}
              onChange={(event) => setHabitualResidence(event.target.checked)}
            />
            <p className={styles.hint}>{t('fields.habitualHint')}</p>
            {habitualResidence ? (
              <>
                <CheckboxField
                  label={t('fields.special')}
                  ref={specialRef}
                  checked={specialCircumstances}
                  onChange={(event) => setSpecialCircumstances(event.target.checked)}
                />
                <p className={styles.hint}>{t('fields.specialHint')}</p>
              </>
            ) : null}
          </div>
        ) : null}
        <div className={styles.checks}>
          <CheckboxField
            label={t('fields.mortgage')}
            ref={mortgageRef}
            checked={withMortgage}
            onChange={(event) => setWithMortgage(event.target.checked)}
            aria-controls={`${id}-mortgage`}
            aria-expanded={withMortgage}
          />
        </div>
      </div>

      {costs === null ? (
        <p className={styles.invalid} role="status">
          {t('invalid')}
        </p>
      ) : (
        <>
          <h3 className={styles.subheading}>{t('breakdown')}</h3>
          <dl className={styles.lines}>
            <Line name={t('totals.price')} amount={amount(price ?? 0)} explain={t('totals.priceExplain')} />
            {costs.taxes.map((line) => (
              <Line
                key={line.key}
                name={taxName(line)}
                amount={amount(line.amount)}
                explain={taxExplain(line)}
                testId={`line-${line.key}`}
              >
                <RateSource rate={rateOf(rates, line.rateKey)} />
              </Line>
            ))}
            {costs.fees.map((line) => {
              const rate = rateOf(rates, line.rateKey);
              return (
                <Line
                  key={line.key}
                  name={t(`lines.${line.key}.name`)}
                  amount={amount(line.amount)}
                  explain={
                    line.adjusted
                      ? t('adjustedNote', { estimate: euros(line.estimate) })
                      : t(`lines.${line.key}.explain`, {
                          low: euros(rate.minEur ?? 0),
                          high: euros(rate.maxEur ?? 0),
                        })
                  }
                  testId={`line-${line.key}`}
                >
                  <RateSource rate={rate} />
                </Line>
              );
            })}
            <Line
              name={t('totals.costs')}
              amount={amount(costs.costsTotal)}
              explain={t('totals.costsExplain', {
                low: euros(costs.costsLow),
                high: euros(costs.costsHigh),
                pct: formatPercent(costs.costsPctOfPrice, language),
              })}
              testId="line-costs"
            />
          </dl>
          <p className={styles.grandTotal} data-testid="grand-total">
            <span>{t('totals.total')}</span>
            <strong>{amount(costs.grandTotal)}</strong>
          </p>
          <p className={styles.explain}>{t('totals.totalExplain')}</p>
          <details className={styles.adjustFees}>
            <summary>{t('adjustFees')}</summary>
            <p className={styles.explain}>{t('adjustFeesHint')}</p>
            <div className={styles.feeGrid}>
              {costs.fees.map((line) => (
                <FeeAdjustment
                  key={line.key}
                  line={line}
                  text={feeTexts[line.key] ?? ''}
                  onChange={(text) => setFeeText(line.key, text)}
                  error={problemText(feeProblems[line.key] ?? null, BOUNDS.fee)}
                />
              ))}
            </div>
          </details>
        </>
      )}

      <div id={`${id}-mortgage`} hidden={!withMortgage}>
        {withMortgage && price !== null && !priceProblem && costs ? (
          <MortgageSection
            rates={rates}
            price={price}
            costsTotal={costs.costsTotal}
            inputs={inputs.mortgage}
            onChange={changeMortgage}
          />
        ) : null}
      </div>
    </div>
  );
}
