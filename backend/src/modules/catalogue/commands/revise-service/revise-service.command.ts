import type { ServiceDetails } from '../../domain/offering';
import { ReviseCatalogueEntryCommand } from '../revise-catalogue-entry/revise-catalogue-entry.command';

export class ReviseServiceCommand extends ReviseCatalogueEntryCommand<'service'> {
  constructor(serviceId: string, details: ServiceDetails, expectedVersion: number) {
    super('service', serviceId, details, expectedVersion);
  }
}
