import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-client';

const KNOWN = [
  'required',
  'too_long',
  'invalid_amount',
  'invalid_date',
  'valid_until_past',
  'valid_until_too_far',
  'offer_not_found',
  'property_not_found',
  'offer_status_conflict',
  'sale_in_progress',
  'property_not_offerable',
  'sale_stage_conflict',
  'rate_limited',
] as const;
type KnownCode = (typeof KNOWN)[number];

/** The API's codes that say what one of ours says. */
const ALIASES: Record<string, KnownCode> = {
  offer_amount_invalid: 'invalid_amount',
  offer_conditions_too_long: 'too_long',
  offer_valid_until_past: 'valid_until_past',
  offer_valid_until_too_far: 'valid_until_too_far',
  sale_date_invalid: 'invalid_date',
};

const known = (code: string): KnownCode | null =>
  (KNOWN as readonly string[]).includes(code) ? (code as KnownCode) : (ALIASES[code] ?? null);

/** A field error's text: ours for the codes we know, the API's own (already in the reader's language) else. */
export function offerErrorText(t: TFunction<'offers'>, code: string, fallback: string): string {
  const ours = known(code);
  return ours ? t(`errors.${ours}`) : fallback;
}

/** The API's field errors of a refused offer, translated, by field (`amountEur`, `validUntil`...). */
export function offerFieldErrors(t: TFunction<'offers'>, error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    error.details.map((detail) => [detail.field, offerErrorText(t, detail.code, detail.message)]),
  );
}

/** Someone else changed the offer or the sale first: the screen reads it again. */
export function isSaleConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

/** What to say when a step fails as a whole. */
export function offerStepError(t: TFunction<'offers'>, error: unknown): string {
  if (isApiError(error) && error.kind === 'network') return t('errors.network');
  const ours = isApiError(error) ? known(error.code) : null;
  if (ours) return t(`errors.${ours}`);
  if (isApiError(error) && error.status < 500) return error.message;
  return t('errors.generic');
}
