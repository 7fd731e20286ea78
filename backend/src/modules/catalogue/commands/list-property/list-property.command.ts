import type { PropertyDetails } from '../../domain/property';
import { ListCatalogueEntryCommand } from '../list-catalogue-entry/list-catalogue-entry.command';

export class ListPropertyCommand extends ListCatalogueEntryCommand<'property'> {
  /** `listedAt`: when it was listed (sample and imported listings keep their date); null: now, by the clock. */
  constructor(
    propertyId: string,
    details: PropertyDetails,
    listedAt: string | null,
    status: 'draft' | 'active' = 'active',
  ) {
    super('property', propertyId, details, { status }, listedAt);
  }
}
