import { Query } from '@nestjs/cqrs';
import type { PropertyStatus, PropertyType } from '../../domain/catalogue-enums';
import type { PropertyDetails } from '../../domain/property';

/** A property as a portal feed needs it: what the listing states and where the public may see it. */
export interface PortalListing {
  id: string;
  status: PropertyStatus;
  type: PropertyType;
  /** The last change of the listing (any recorded change of the property). */
  updatedAt: Date;
  details: PropertyDetails;
  /** The point the public map shows: the exact one, or its grid cell's centre when the owner hides it. */
  publicPoint: { lat: number; lng: number } | null;
}

/** The properties of these ids that exist (deleted ones are simply absent), in the order of their ids. */
export class GetPortalListingsQuery extends Query<PortalListing[]> {
  constructor(readonly ids: readonly string[]) {
    super();
  }
}
