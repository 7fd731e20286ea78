import { DeleteCatalogueEntryCommand } from '../delete-catalogue-entry/delete-catalogue-entry.command';

export class DeletePropertyCommand extends DeleteCatalogueEntryCommand<'property'> {
  constructor(propertyId: string, expectedVersion?: number) {
    super('property', propertyId, expectedVersion);
  }
}
