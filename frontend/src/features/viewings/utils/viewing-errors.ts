import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api/api-client';

const KNOWN = [
  'slot_date_invalid',
  'slot_outside_office_hours',
  'slot_too_soon',
  'slot_too_far',
  'slot_duplicate',
  'invalid_phone',
  'agent_slot_taken',
  'viewing_status_conflict',
  'viewing_change_too_late',
  'viewing_proposal_past',
  'viewing_not_started',
  'viewing_agent_unknown',
  'required',
  'too_long',
] as const;
type KnownCode = (typeof KNOWN)[number];

const isKnown = (code: string): code is KnownCode => (KNOWN as readonly string[]).includes(code);

/** A field error's text: ours for the codes we know, the API's own (already in the reader's language) else. */
export function viewingErrorText(t: TFunction<'viewings'>, code: string, fallback: string): string {
  return isKnown(code) ? t(`errors.${code}`) : fallback;
}

/** The API's field errors of a refused request, translated, by field (`slots.0.date`). */
export function fieldErrorsOf(t: TFunction<'viewings'>, error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    error.details.map((detail) => [detail.field, viewingErrorText(t, detail.code, detail.message)]),
  );
}

/** What to say when a step fails as a whole. */
export function viewingStepError(t: TFunction<'viewings'>, error: unknown): string {
  if (isApiError(error) && error.kind === 'network') return t('errors.network');
  if (isApiError(error) && isKnown(error.code)) return t(`errors.${error.code}`);
  if (isApiError(error) && error.status < 500) return error.message;
  return t('errors.generic');
}
