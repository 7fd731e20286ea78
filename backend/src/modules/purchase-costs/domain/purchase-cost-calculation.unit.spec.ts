import { mortgage, usualDownPayment } from './mortgage';
import { purchaseCosts, suggestedKind, type PurchaseInput } from './purchase-cost-calculation';
import { TEST_RATES as RATES } from './purchase-cost-test-rates';

const resale = (priceEur: number, options: Partial<PurchaseInput> = {}): PurchaseInput => ({
  priceEur,
  kind: 'resale',
  habitualResidence: false,
  specialCircumstances: false,
  withMortgage: false,
  ...options,
});

describe('purchase costs in Cantabria (worked examples computed by hand)', () => {
  it('a second home bought resale pays the general ITP and the estimated fees', () => {
    // 350,000 × 9 % = 31,500.00. Notary 0.3 % = 1,050 (within 600–1,500), registry 0.15 % = 525 (within
    // 400–1,000), gestoría the middle of 300–600 = 450. Fees 2,025; costs 33,525 = 9.58 % → 9.6 %.
    const costs = purchaseCosts(resale(350_000), RATES);
    expect(costs.taxes).toEqual([{ key: 'itp', rateKey: 'itp_general', ratePct: 9, amount: 31_500 }]);
    expect(costs.fees.map((fee) => [fee.key, fee.amount, fee.low, fee.high])).toEqual([
      ['notary', 1050, 600, 1500],
      ['land_registry', 525, 400, 1000],
      ['gestoria', 450, 300, 600],
    ]);
    expect(costs).toMatchObject({
      taxesTotal: 31_500,
      feesTotal: 2025,
      costsTotal: 33_525,
      // Fees all at their lowest (600 + 400 + 300) and highest (1,500 + 1,000 + 600).
      costsLow: 32_800,
      costsHigh: 34_600,
      costsPctOfPrice: 9.6,
      grandTotal: 383_525,
    });
  });

  it('a habitual residence below 200,000 € pays 7 % on the whole value; at 200,000 € the general 9 %', () => {
    // 180,000 × 7 % = 12,600; 200,000 is not below the limit: 200,000 × 9 % = 18,000.
    expect(purchaseCosts(resale(180_000, { habitualResidence: true }), RATES).taxes[0]).toMatchObject({
      rateKey: 'itp_habitual_residence',
      amount: 12_600,
    });
    expect(purchaseCosts(resale(200_000, { habitualResidence: true }), RATES).taxes[0]).toMatchObject({
      rateKey: 'itp_general',
      amount: 18_000,
    });
  });

  it('the special reduced rate needs the habitual residence too', () => {
    // 250,000 × 4 % = 10,000; without the habitual residence the circumstances change nothing (9 %).
    const special = { habitualResidence: true, specialCircumstances: true };
    expect(purchaseCosts(resale(250_000, special), RATES).taxes[0].amount).toBe(10_000);
    expect(purchaseCosts(resale(250_000, { specialCircumstances: true }), RATES).taxes[0].amount).toBe(
      22_500,
    );
  });

  it('a new build pays IVA and AJD; with a mortgage the buyer pays its valuation and no mortgage AJD', () => {
    // 420,000 × 10 % = 42,000 IVA; × 1.5 % = 6,300 AJD; mortgage AJD 0 (the lender's since RDL 17/2018).
    // Notary 1,260, registry 630, gestoría 450, valuation 450 = 2,790. Costs 51,090.
    const costs = purchaseCosts({ ...resale(420_000), kind: 'new_build', withMortgage: true }, RATES);
    expect(costs.taxes.map((tax) => [tax.key, tax.amount])).toEqual([
      ['iva', 42_000],
      ['ajd', 6300],
      ['ajd_mortgage', 0],
    ]);
    expect(costs.fees.map((fee) => fee.amount)).toEqual([1260, 630, 450, 450]);
    expect(costs.costsTotal).toBe(51_090);
  });

  it('holds the fee estimates within their ranges and takes the client’s own figures as given', () => {
    // 100,000 × 0.3 % = 300 → at least 600; 1,000,000 × 0.3 % = 3,000 → at most 1,500.
    expect(purchaseCosts(resale(100_000), RATES).fees[0].amount).toBe(600);
    expect(purchaseCosts(resale(1_000_000), RATES).fees[0].amount).toBe(1500);
    const quoted = purchaseCosts(resale(350_000, { fees: { notary: 2000.456 } }), RATES);
    expect(quoted.fees[0]).toMatchObject({ amount: 2000.46, estimate: 1050, high: 2000.46, adjusted: true });
    expect(quoted.costsHigh).toBe(31_500 + 2000.46 + 1000 + 600);
  });

  it('cents are rounded half away from zero once per line', () => {
    // 123,457 × 1.5 % = 1,851.855 → 1,851.86.
    const costs = purchaseCosts({ ...resale(123_457), kind: 'new_build' }, RATES);
    expect(costs.taxes[1].amount).toBe(1851.86);
  });

  it('suggests a new build for homes built this year or last, else a resale', () => {
    expect(suggestedKind(2026, 2026)).toBe('new_build');
    expect(suggestedKind(2025, 2026)).toBe('new_build');
    expect(suggestedKind(2024, 2026)).toBe('resale');
    expect(suggestedKind(null, 2026)).toBe('resale');
  });
});

describe('the mortgage, French amortisation (worked examples computed independently)', () => {
  // Reference figures computed with Python's decimal module at 50 digits, a separate implementation:
  // payment = L·r/(1−(1+r)^−n) rounded half up to the cent; each month interest = balance·r rounded to the
  // cent, the last payment settling the balance.
  it('300,000 € at 3 % over 25 years: 1,422.63 € a month', () => {
    const loan = mortgage(
      { priceEur: 375_000, downPaymentEur: 75_000, annualRatePct: 3, years: 25, resident: true },
      RATES,
    );
    expect(loan.loan).toBe(300_000);
    expect(loan.monthlyPayment).toBe(1422.63); // exactly 1,422.6339…
    expect(loan.months).toBe(300);
    expect(loan.totalInterest).toBe(126_790.82);
    expect(loan.totalPaid).toBe(426_790.82);
    expect(loan.years).toHaveLength(25);
    expect(loan.years[0]).toEqual({ year: 1, interest: 8888.08, principal: 8183.48, balance: 291_816.52 });
    expect(loan.years[24]).toEqual({ year: 25, interest: 274.26, principal: 16_799.12, balance: 0 });
    // 80 % of the value: within what banks usually lend a resident.
    expect(loan).toMatchObject({ loanToValuePct: 80, usualMaxLoanToValuePct: 80, overUsualLimit: false });
  });

  it('240,000 € at 3.5 % over 30 years: 1,077.71 € a month, 147,973.99 € of interest', () => {
    const loan = mortgage(
      { priceEur: 400_000, downPaymentEur: 160_000, annualRatePct: 3.5, years: 30, resident: false },
      RATES,
    );
    expect(loan.monthlyPayment).toBe(1077.71);
    expect(loan.totalInterest).toBe(147_973.99);
    expect(loan.years[0]).toMatchObject({ interest: 8326.58, principal: 4605.94, balance: 235_394.06 });
    // 60 % of the value: within the usual 70 % for a non-resident.
    expect(loan.overUsualLimit).toBe(false);
  });

  it('a rate of 0 repays the loan in equal parts without interest', () => {
    const loan = mortgage(
      { priceEur: 150_000, downPaymentEur: 30_000, annualRatePct: 0, years: 10, resident: true },
      RATES,
    );
    expect(loan.monthlyPayment).toBe(1000);
    expect(loan.totalInterest).toBe(0);
    expect(loan.years[9].balance).toBe(0);
  });

  it('warns when the loan exceeds what banks usually lend a non-resident, and says what down payment fits', () => {
    const loan = mortgage(
      { priceEur: 500_000, downPaymentEur: 100_000, annualRatePct: 3, years: 20, resident: false },
      RATES,
    );
    expect(loan).toMatchObject({ loanToValuePct: 80, usualMaxLoanToValuePct: 70, overUsualLimit: true });
    expect(usualDownPayment(500_000, false, RATES)).toBe(150_000);
    expect(usualDownPayment(500_000, true, RATES)).toBe(100_000);
  });
});
