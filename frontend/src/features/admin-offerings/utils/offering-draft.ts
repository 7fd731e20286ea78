import type {
  CatalogueImage,
  Experience,
  ExperienceDetailsInput,
  ExperienceType,
  LocalizedText,
  Service,
  ServiceDetailsInput,
} from '../../../lib/api/types';
import { LANGUAGES } from '../../../lib/i18n/languages';
import type { Language } from '../../../lib/i18n/languages';

/** A text being edited: Spanish (the source) and one translation per language, blank when missing. */
export type LocalizedDraft = Record<Language, string>;

export interface ImageDraft {
  url: string;
  alt: LocalizedDraft;
}

/** One item of a service's highlights; `key` keeps React's rows stable while they are reordered. */
export interface HighlightDraft {
  key: string;
  text: LocalizedDraft;
}

export interface ServiceDraft {
  title: LocalizedDraft;
  description: LocalizedDraft;
  /** As typed: validated as a whole number of euros before it is sent. */
  priceFromEur: string;
  image: ImageDraft;
  premium: boolean;
  highlights: HighlightDraft[];
}

export interface ExperienceDraft {
  title: LocalizedDraft;
  description: LocalizedDraft;
  duration: LocalizedDraft;
  type: ExperienceType;
  priceEur: string;
  image: ImageDraft;
}

export function emptyLocalized(): LocalizedDraft {
  return { es: '', en: '', de: '', ru: '', mk: '' };
}

export function toLocalizedDraft(text: LocalizedText | undefined): LocalizedDraft {
  const draft = emptyLocalized();
  for (const language of LANGUAGES) draft[language] = text?.[language] ?? '';
  return draft;
}

/** Trimmed Spanish plus the translations that were filled in; a blank translation falls back to Spanish. */
export function toLocalizedText(draft: LocalizedDraft): LocalizedText {
  const text: LocalizedText = { es: draft.es.trim() };
  for (const language of LANGUAGES) {
    const value = draft[language].trim();
    if (language !== 'es' && value) text[language] = value;
  }
  return text;
}

let nextHighlightKey = 0;
export function newHighlight(text: LocalizedDraft = emptyLocalized()): HighlightDraft {
  nextHighlightKey += 1;
  return { key: `highlight-${nextHighlightKey}`, text };
}

/** Moves the item at `from` to `to` (both in range), returning a new list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

function toImageDraft(image: CatalogueImage | undefined): ImageDraft {
  return { url: image?.url ?? '', alt: toLocalizedDraft(image?.alt) };
}

function toImage(draft: ImageDraft) {
  return { url: draft.url.trim(), alt: toLocalizedText(draft.alt) };
}

export function serviceDraft(service?: Service): ServiceDraft {
  return {
    title: toLocalizedDraft(service?.title),
    description: toLocalizedDraft(service?.description),
    priceFromEur: service ? String(service.priceFromEur) : '',
    image: toImageDraft(service?.image),
    premium: service?.premium ?? false,
    highlights: (service?.highlights ?? []).map((highlight) => newHighlight(toLocalizedDraft(highlight))),
  };
}

export function experienceDraft(experience?: Experience): ExperienceDraft {
  return {
    title: toLocalizedDraft(experience?.title),
    description: toLocalizedDraft(experience?.description),
    duration: toLocalizedDraft(experience?.duration),
    type: experience?.type ?? 'basic',
    priceEur: experience ? String(experience.priceEur) : '',
    image: toImageDraft(experience?.image),
  };
}

/** The request body's details, from a draft that passed `validateServiceDraft`. */
export function toServiceDetails(draft: ServiceDraft): ServiceDetailsInput {
  return {
    title: toLocalizedText(draft.title),
    description: toLocalizedText(draft.description),
    priceFromEur: Number(draft.priceFromEur.trim()),
    image: toImage(draft.image),
    premium: draft.premium,
    highlights: draft.highlights.map((highlight) => toLocalizedText(highlight.text)),
  };
}

/** The request body's details, from a draft that passed `validateExperienceDraft`. */
export function toExperienceDetails(draft: ExperienceDraft): ExperienceDetailsInput {
  return {
    title: toLocalizedText(draft.title),
    description: toLocalizedText(draft.description),
    duration: toLocalizedText(draft.duration),
    type: draft.type,
    priceEur: Number(draft.priceEur.trim()),
    image: toImage(draft.image),
  };
}
