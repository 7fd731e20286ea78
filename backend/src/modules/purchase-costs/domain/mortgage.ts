import { rateOf, toCents, type Rate } from './purchase-cost-calculation';

export interface MortgageInput {
  priceEur: number;
  downPaymentEur: number;
  /** Nominal annual rate, percent (TIN). */
  annualRatePct: number;
  years: number;
  resident: boolean;
}

export interface MortgageYear {
  year: number;
  interest: number;
  principal: number;
  /** Owed at the end of the year. */
  balance: number;
}

export interface Mortgage {
  loan: number;
  /** Loan to value, percent (one decimal). */
  loanToValuePct: number;
  /** What banks usually lend to this buyer, percent of the value (a hint, not a rule). */
  usualMaxLoanToValuePct: number;
  overUsualLimit: boolean;
  monthlyPayment: number;
  months: number;
  totalInterest: number;
  totalPaid: number;
  years: MortgageYear[];
}

/**
 * The French (constant-payment) amortisation: payment = L·r / (1 − (1 + r)^−n) with r = annual rate / 12 and
 * n = months; with a rate of 0, L / n. The payment is rounded to the cent; each month's interest is the
 * balance × r rounded to the cent, the rest of the payment repays capital, and the last payment settles the
 * balance exactly (as banks' schedules do), so the interest totals are sums of what is really charged.
 */
export function mortgage(input: MortgageInput, rates: readonly Rate[]): Mortgage {
  const loan = Math.max(0, toCents(input.priceEur - input.downPaymentEur));
  const months = Math.round(input.years * 12);
  const r = input.annualRatePct / 100 / 12;
  const exact = months === 0 ? 0 : r === 0 ? loan / months : (loan * r) / (1 - (1 + r) ** -months);
  const monthlyPayment = toCents(exact);
  const usual = rateOf(rates, input.resident ? 'financing_resident' : 'financing_non_resident').ratePct ?? 0;
  const years: MortgageYear[] = [];
  let balance = loan;
  let totalInterest = 0;
  let year: MortgageYear = { year: 1, interest: 0, principal: 0, balance };
  for (let month = 1; month <= months; month++) {
    const interest = toCents(balance * r);
    const principal = month === months ? balance : Math.min(balance, toCents(monthlyPayment - interest));
    balance = toCents(balance - principal);
    totalInterest = toCents(totalInterest + interest);
    year.interest = toCents(year.interest + interest);
    year.principal = toCents(year.principal + principal);
    year.balance = balance;
    if (month % 12 === 0 || month === months) {
      years.push(year);
      year = { year: year.year + 1, interest: 0, principal: 0, balance };
    }
  }
  const loanToValuePct = input.priceEur > 0 ? Math.round((loan / input.priceEur) * 1000) / 10 : 0;
  return {
    loan,
    loanToValuePct,
    usualMaxLoanToValuePct: usual,
    overUsualLimit: loanToValuePct > usual,
    monthlyPayment,
    months,
    totalInterest,
    totalPaid: toCents(loan + totalInterest),
    years,
  };
}

/** The down payment that keeps the loan within what banks usually lend this buyer, in whole euros. */
export function usualDownPayment(priceEur: number, resident: boolean, rates: readonly Rate[]): number {
  const usual = rateOf(rates, resident ? 'financing_resident' : 'financing_non_resident').ratePct ?? 0;
  return Math.ceil((priceEur * (100 - usual)) / 100);
}
