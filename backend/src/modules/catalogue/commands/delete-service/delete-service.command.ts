import { DeleteCatalogueEntryCommand } from '../delete-catalogue-entry/delete-catalogue-entry.command';

export class DeleteServiceCommand extends DeleteCatalogueEntryCommand<'service'> {
  constructor(serviceId: string, expectedVersion?: number) {
    super('service', serviceId, expectedVersion);
  }
}
