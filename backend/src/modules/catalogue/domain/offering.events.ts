import type { DomainEvent } from '../../../platform/domain/decider';
import type { ExperienceDetails, ServiceDetails } from './offering';

export type ServiceListed = DomainEvent<
  'ServiceListed',
  { serviceId: string; position: number; listedAt: string; details: ServiceDetails }
>;
export type ExperienceListed = DomainEvent<
  'ExperienceListed',
  { experienceId: string; position: number; listedAt: string; details: ExperienceDetails }
>;

export const serviceStreamId = (serviceId: string): string => `service-${serviceId}`;
export const experienceStreamId = (experienceId: string): string => `experience-${experienceId}`;
