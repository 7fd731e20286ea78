import type { DomainEvent } from '../../../platform/domain/decider';
import type { ExperienceDetails, ServiceDetails } from './offering';

export type ServiceListed = DomainEvent<
  'ServiceListed',
  { serviceId: string; position: number; listedAt: string; details: ServiceDetails }
>;
/** The staff replaced the service's details: the full new details. */
export type ServiceRevised = DomainEvent<'ServiceRevised', { serviceId: string; details: ServiceDetails }>;
export type ServiceDeleted = DomainEvent<'ServiceDeleted', { serviceId: string }>;
export type ServiceEvent = ServiceListed | ServiceRevised | ServiceDeleted;
export const SERVICE_EVENT_TYPES: readonly ServiceEvent['type'][] = [
  'ServiceListed',
  'ServiceRevised',
  'ServiceDeleted',
];

export type ExperienceListed = DomainEvent<
  'ExperienceListed',
  { experienceId: string; position: number; listedAt: string; details: ExperienceDetails }
>;
export type ExperienceRevised = DomainEvent<
  'ExperienceRevised',
  { experienceId: string; details: ExperienceDetails }
>;
export type ExperienceDeleted = DomainEvent<'ExperienceDeleted', { experienceId: string }>;
export type ExperienceEvent = ExperienceListed | ExperienceRevised | ExperienceDeleted;
export const EXPERIENCE_EVENT_TYPES: readonly ExperienceEvent['type'][] = [
  'ExperienceListed',
  'ExperienceRevised',
  'ExperienceDeleted',
];

export const serviceStreamId = (serviceId: string): string => `service-${serviceId}`;
export const experienceStreamId = (experienceId: string): string => `experience-${experienceId}`;
