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
