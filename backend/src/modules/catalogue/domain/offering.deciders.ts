import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { ExperienceDetails, ServiceDetails } from './offering';
import type { ExperienceListed, ServiceListed } from './offering.events';

export interface ListService {
  serviceId: string;
  position: number;
  listedAt: string;
  details: ServiceDetails;
}

export interface ListExperience {
  experienceId: string;
  position: number;
  listedAt: string;
  details: ExperienceDetails;
}

interface Listed {
  listed: boolean;
}

function positivePrice(price: number): void {
  if (!Number.isInteger(price) || price <= 0) {
    throw new DomainError('invalid', 'invalid_price', 'The price must be a whole number of euros above zero');
  }
}

export const serviceDecider: Decider<ListService, Listed, ServiceListed> = {
  initialState: { listed: false },
  decide(command, state) {
    if (state.listed)
      throw new DomainError(
        'conflict',
        'service_already_listed',
        `Service ${command.serviceId} is listed already`,
      );
    positivePrice(command.details.priceFromEur);
    return [{ type: 'ServiceListed', data: { ...command } }];
  },
  evolve: () => ({ listed: true }),
};

export const experienceDecider: Decider<ListExperience, Listed, ExperienceListed> = {
  initialState: { listed: false },
  decide(command, state) {
    if (state.listed) {
      throw new DomainError(
        'conflict',
        'experience_already_listed',
        `Experience ${command.experienceId} is listed already`,
      );
    }
    positivePrice(command.details.priceEur);
    return [{ type: 'ExperienceListed', data: { ...command } }];
  },
  evolve: () => ({ listed: true }),
};
