import type { PropertyDetails } from '../../domain/property';
import { ReviseCatalogueEntryCommand } from '../revise-catalogue-entry/revise-catalogue-entry.command';

export class RevisePropertyCommand extends ReviseCatalogueEntryCommand<'property'> {
  constructor(propertyId: string, details: PropertyDetails, expectedVersion: number) {
    super('property', propertyId, details, expectedVersion);
  }
}
