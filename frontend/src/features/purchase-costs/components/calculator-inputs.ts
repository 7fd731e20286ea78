import type { FeeKey, PurchaseKind } from '../../../lib/purchase-costs/purchase-costs';

/**
 * The calculator's fields as typed (text, in the visitor's habits: "350.000", "3,5") and their checks. A
 * field that does not parse or is out of bounds keeps its text and shows why; the figures wait for it.
 */
export const BOUNDS = {
  price: { min: 10_000, max: 50_000_000 },
  rate: { min: 0, max: 15 },
  years: { min: 1, max: 40 },
  fee: { min: 0, max: 100_000 },
} as const;

/** Whole euros from "350.000 €", "350 000" or "350000"; null when there is no number in it. */
export function parseEuros(text: string): number | null {
  const digits = text.replace(/[^\d]/g, '');
  return digits ? Number(digits) : null;
}

/** A decimal from "3,5" or "3.5"; null when it is not one. */
export function parseDecimal(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

export type FieldProblem = 'required' | 'tooSmall' | 'tooLarge' | 'overPrice' | null;

export function checkNumber(value: number | null, min: number, max: number): FieldProblem {
  if (value === null) return 'required';
  if (value < min) return 'tooSmall';
  if (value > max) return 'tooLarge';
  return null;
}

/**
 * The mortgage's fields as typed. `downText` is null until the client types a down payment: it is then the
 * one banks usually ask a non-resident for at the price, and follows the price.
 */
export interface MortgageInputs {
  resident: boolean;
  downText: string | null;
  rateText: string;
  yearsText: string;
}

export const DEFAULT_MORTGAGE: MortgageInputs = {
  resident: false,
  downText: null,
  rateText: '3',
  yearsText: '25',
};

/** Everything the client has set in the calculator: what its address keeps at /calculator. */
export interface CalculatorInputs {
  priceText: string;
  kind: PurchaseKind;
  habitualResidence: boolean;
  specialCircumstances: boolean;
  withMortgage: boolean;
  /** The client's own figures for fees, as typed; a fee without one is estimated. */
  feeTexts: Partial<Record<FeeKey, string>>;
  mortgage: MortgageInputs;
}

/** The calculator as it opens: a price and a kind, nothing else chosen. */
export function startingInputs(priceEur: number, kind: PurchaseKind): CalculatorInputs {
  return {
    priceText: String(priceEur),
    kind,
    habitualResidence: false,
    specialCircumstances: false,
    withMortgage: false,
    feeTexts: {},
    mortgage: DEFAULT_MORTGAGE,
  };
}
