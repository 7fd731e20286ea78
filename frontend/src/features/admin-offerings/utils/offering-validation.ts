import { LANGUAGES } from '../../../lib/i18n/languages';
import type { ExperienceDraft, ImageDraft, LocalizedDraft, ServiceDraft } from './offering-draft';

/**
 * The rules of the API's request DTOs (backend catalogue-inputs.dto.ts and offering-details.request.dto.ts),
 * checked before sending. Errors are keyed by the field's path inside `details`, the way the API names
 * them (`title.es`, `highlights.2.en`, `image.url`), so the client's and the server's land on one field.
 */
export const OFFERING_LIMITS = {
  shortText: 200,
  longText: 10_000,
  priceMin: 1,
  priceMax: 10_000_000,
  highlights: 20,
} as const;

/** A site path (`/media/...`) or an https address: the API's IMAGE_URL. */
export const IMAGE_URL = /^(\/media\/[A-Za-z0-9/._-]{1,300}|https:\/\/[^\s]{1,500})$/;

export type OfferingErrorCode =
  'required' | 'too_long' | 'not_a_whole_number' | 'too_small' | 'too_large' | 'invalid_image_url';

export interface FieldProblem {
  code: OfferingErrorCode;
  /** The limit the message names (characters or euros). */
  limit?: number;
}

export type FieldProblems = Record<string, FieldProblem>;

/** Length as the API counts it: characters, not UTF-16 code units. */
const characters = (value: string) => [...value].length;

function checkLocalized(problems: FieldProblems, path: string, draft: LocalizedDraft, max: number) {
  for (const language of LANGUAGES) {
    const value = language === 'es' ? draft.es.trim() : draft[language].trim();
    if (language === 'es' && !value) problems[`${path}.es`] = { code: 'required' };
    else if (characters(value) > max) problems[`${path}.${language}`] = { code: 'too_long', limit: max };
  }
}

function checkPrice(problems: FieldProblems, path: string, value: string) {
  const text = value.trim();
  if (!text) problems[path] = { code: 'required' };
  else if (!/^\d+$/.test(text)) problems[path] = { code: 'not_a_whole_number' };
  else if (Number(text) < OFFERING_LIMITS.priceMin)
    problems[path] = { code: 'too_small', limit: OFFERING_LIMITS.priceMin };
  else if (Number(text) > OFFERING_LIMITS.priceMax)
    problems[path] = { code: 'too_large', limit: OFFERING_LIMITS.priceMax };
}

function checkImage(problems: FieldProblems, image: ImageDraft) {
  const url = image.url.trim();
  if (!url) problems['image.url'] = { code: 'required' };
  else if (!IMAGE_URL.test(url)) problems['image.url'] = { code: 'invalid_image_url' };
  checkLocalized(problems, 'image.alt', image.alt, OFFERING_LIMITS.shortText);
}

export function validateServiceDraft(draft: ServiceDraft): FieldProblems {
  const problems: FieldProblems = {};
  checkLocalized(problems, 'title', draft.title, OFFERING_LIMITS.shortText);
  checkLocalized(problems, 'description', draft.description, OFFERING_LIMITS.longText);
  checkPrice(problems, 'priceFromEur', draft.priceFromEur);
  checkImage(problems, draft.image);
  draft.highlights.forEach((highlight, index) =>
    checkLocalized(problems, `highlights.${index}`, highlight.text, OFFERING_LIMITS.shortText),
  );
  return problems;
}

export function validateExperienceDraft(draft: ExperienceDraft): FieldProblems {
  const problems: FieldProblems = {};
  checkLocalized(problems, 'title', draft.title, OFFERING_LIMITS.shortText);
  checkLocalized(problems, 'description', draft.description, OFFERING_LIMITS.longText);
  checkLocalized(problems, 'duration', draft.duration, OFFERING_LIMITS.shortText);
  checkPrice(problems, 'priceEur', draft.priceEur);
  checkImage(problems, draft.image);
  return problems;
}
