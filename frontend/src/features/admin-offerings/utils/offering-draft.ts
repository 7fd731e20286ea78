import * as z from 'zod';
import { zExperienceDetailsInputDto, zServiceDetailsInputDto } from '../../../lib/api/zod.gen';
import type { CatalogueImage, Experience, ExperienceType, PriceBasis, Service } from '../../../lib/api/types';
import { localizedText, textDraft, typedNumber } from '../../../lib/forms/draft-values';
import type { TextDraft } from '../../../lib/forms/draft-values';

/**
 * What the service and experience forms hold, and how it becomes the request's `details`. The drafts have
 * the request's shape, so a field's path in the form is the path the API names when it refuses it
 * (`title.es`, `highlights.2.en`, `image.url`); they differ only where a form must: every translation is
 * a text (blank when missing) and prices are the text typed.
 */

export interface ImageDraft {
  url: string;
  alt: TextDraft;
}

export interface ServiceDraft {
  title: TextDraft;
  description: TextDraft;
  priceFromEur: string;
  image: ImageDraft;
  premium: boolean;
  highlights: TextDraft[];
}

export interface ExperienceDraft {
  title: TextDraft;
  description: TextDraft;
  duration: TextDraft;
  type: ExperienceType;
  priceEur: string;
  priceBasis: PriceBasis;
  maxGuestsPerDate: string;
  image: ImageDraft;
}

function toImageDraft(image: CatalogueImage | undefined): ImageDraft {
  return { url: image?.url ?? '', alt: textDraft(image?.alt) };
}

function toImage(draft: ImageDraft) {
  return { url: draft.url.trim(), alt: localizedText(draft.alt) };
}

export function serviceDraft(service?: Service): ServiceDraft {
  return {
    title: textDraft(service?.title),
    description: textDraft(service?.description),
    priceFromEur: service ? String(service.priceFromEur) : '',
    image: toImageDraft(service?.image),
    premium: service?.premium ?? false,
    highlights: (service?.highlights ?? []).map(textDraft),
  };
}

export function experienceDraft(experience?: Experience): ExperienceDraft {
  return {
    title: textDraft(experience?.title),
    description: textDraft(experience?.description),
    duration: textDraft(experience?.duration),
    type: experience?.type ?? 'basic',
    priceEur: experience ? String(experience.priceEur) : '',
    priceBasis: experience?.priceBasis ?? 'per_person',
    maxGuestsPerDate: experience ? String(experience.maxGuestsPerDate) : '12',
    image: toImageDraft(experience?.image),
  };
}

/**
 * The service form's rules: the draft as the request's `details`, checked by the API's own request schema
 * (generated from its OpenAPI document). What passes is the body to send.
 */
export const serviceFormSchema = z.preprocess(
  (draft: ServiceDraft) => ({
    title: localizedText(draft.title),
    description: localizedText(draft.description),
    priceFromEur: typedNumber(draft.priceFromEur),
    image: toImage(draft.image),
    premium: draft.premium,
    highlights: draft.highlights.map(localizedText),
  }),
  zServiceDetailsInputDto,
);

/** The experience form's rules, the same way. */
export const experienceFormSchema = z.preprocess(
  (draft: ExperienceDraft) => ({
    title: localizedText(draft.title),
    description: localizedText(draft.description),
    duration: localizedText(draft.duration),
    type: draft.type,
    priceEur: typedNumber(draft.priceEur),
    priceBasis: draft.priceBasis,
    maxGuestsPerDate: typedNumber(draft.maxGuestsPerDate),
    image: toImage(draft.image),
  }),
  zExperienceDetailsInputDto,
);
