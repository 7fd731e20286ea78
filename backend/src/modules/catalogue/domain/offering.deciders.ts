import { DomainError } from '../../../platform/domain/domain-error';
import { catalogueLifecycle, type LifecycleCommand } from './catalogue-lifecycle.decider';
import { MAX_GUESTS_PER_DATE_LIMIT, type ExperienceDetails, type ServiceDetails } from './offering';

/** Services and experiences are shown in the order they were listed. */
interface OfferingListing {
  position: number;
  listedAt: string;
}

export interface ServiceEntry {
  kind: 'service';
  details: ServiceDetails;
  listing: OfferingListing;
  deletion: object;
  state: object;
}

export interface ExperienceEntry {
  kind: 'experience';
  details: ExperienceDetails;
  listing: OfferingListing;
  deletion: object;
  state: object;
}

export type ServiceCommand = LifecycleCommand<ServiceEntry>;
export type ExperienceCommand = LifecycleCommand<ExperienceEntry>;
function positivePrice(price: number): void {
  if (!Number.isInteger(price) || price <= 0) {
    throw new DomainError('invalid', 'invalid_price', 'The price must be a whole number of euros above zero');
  }
}

function validCapacity(maxGuestsPerDate: number): void {
  if (
    !Number.isInteger(maxGuestsPerDate) ||
    maxGuestsPerDate < 1 ||
    maxGuestsPerDate > MAX_GUESTS_PER_DATE_LIMIT
  ) {
    throw new DomainError(
      'invalid',
      'invalid_capacity',
      `The guests per date must be a whole number from 1 to ${MAX_GUESTS_PER_DATE_LIMIT}`,
      { field: 'maxGuestsPerDate' },
    );
  }
}

export const serviceDecider = catalogueLifecycle<ServiceEntry>({
  kind: 'service',
  validate: (details) => positivePrice(details.priceFromEur),
});

export const experienceDecider = catalogueLifecycle<ExperienceEntry>({
  kind: 'experience',
  validate: (details) => {
    positivePrice(details.priceEur);
    validCapacity(details.maxGuestsPerDate);
  },
});
