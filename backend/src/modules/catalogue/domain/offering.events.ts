import type { DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { ExperienceDetails, ServiceDetails } from './offering';
import type { MachineTranslation, TranslatedLanguage } from './translations';

export type ServiceListed = DomainEvent<
  'ServiceListed',
  { serviceId: string; position: number; listedAt: string; details: ServiceDetails }
>;
/** The staff replaced the service's details: the full new details. */
export type ServiceRevised = DomainEvent<'ServiceRevised', { serviceId: string; details: ServiceDetails }>;
export type ServiceDeleted = DomainEvent<'ServiceDeleted', { serviceId: string }>;
/** A translation service translated one text of the service into one language. */
export type ServiceTextTranslated = DomainEvent<
  'ServiceTextTranslated',
  { serviceId: string } & MachineTranslation
>;
/** A person checked one language of one text of the service. */
export type ServiceTranslationReviewed = DomainEvent<
  'ServiceTranslationReviewed',
  { serviceId: string; path: string; language: TranslatedLanguage; sourceHash: string }
>;
export type ServiceEvent =
  ServiceListed | ServiceRevised | ServiceDeleted | ServiceTextTranslated | ServiceTranslationReviewed;
export const serviceEvents = defineEvents<ServiceEvent>({
  ServiceListed: {},
  ServiceRevised: {},
  ServiceDeleted: {},
  ServiceTextTranslated: {},
  ServiceTranslationReviewed: {},
});
export const SERVICE_EVENT_TYPES = serviceEvents.types;

export type ExperienceListed = DomainEvent<
  'ExperienceListed',
  { experienceId: string; position: number; listedAt: string; details: ExperienceDetails }
>;
export type ExperienceRevised = DomainEvent<
  'ExperienceRevised',
  { experienceId: string; details: ExperienceDetails }
>;
export type ExperienceDeleted = DomainEvent<'ExperienceDeleted', { experienceId: string }>;
/** A translation service translated one text of the experience into one language. */
export type ExperienceTextTranslated = DomainEvent<
  'ExperienceTextTranslated',
  { experienceId: string } & MachineTranslation
>;
/** A person checked one language of one text of the experience. */
export type ExperienceTranslationReviewed = DomainEvent<
  'ExperienceTranslationReviewed',
  { experienceId: string; path: string; language: TranslatedLanguage; sourceHash: string }
>;
export type ExperienceEvent =
  | ExperienceListed
  | ExperienceRevised
  | ExperienceDeleted
  | ExperienceTextTranslated
  | ExperienceTranslationReviewed;
/** Details as version 1 of ExperienceListed and ExperienceRevised state them: maybe without basis or capacity. */
type ExperienceDetailsV1 = Omit<ExperienceDetails, 'priceBasis' | 'maxGuestsPerDate'> &
  Partial<ExperienceDetails>;

/**
 * Events in the log are never rewritten: an experience listed before prices had a basis and dates a capacity
 * reads as per person, 12 guests a date (the size of the agency's usual small groups).
 */
const withCurrentDetails = (data: unknown) => {
  const stored = data as { details: ExperienceDetailsV1 };
  const { details } = stored;
  return {
    ...stored,
    details: {
      ...details,
      priceBasis: details.priceBasis ?? 'per_person',
      maxGuestsPerDate: details.maxGuestsPerDate ?? 12,
    },
  };
};

export const experienceEvents = defineEvents<ExperienceEvent>({
  ExperienceListed: { version: 2, upcasters: { 1: withCurrentDetails } },
  ExperienceRevised: { version: 2, upcasters: { 1: withCurrentDetails } },
  ExperienceDeleted: {},
  ExperienceTextTranslated: {},
  ExperienceTranslationReviewed: {},
});
export const EXPERIENCE_EVENT_TYPES = experienceEvents.types;

export const serviceStreamId = (serviceId: string): string => `service-${serviceId}`;
export const experienceStreamId = (experienceId: string): string => `experience-${experienceId}`;
