import { Query } from '@nestjs/cqrs';
import { PROPERTY_LIMITS } from '../../commands/property-details.request.dto';

/** At most this many images per property (the listing form's limit), to size files that list them. */
export const MAX_IMAGES_PER_PROPERTY = PROPERTY_LIMITS.images;

/** A public property as search engines are told about it. */
export interface IndexableProperty {
  id: string;
  updatedAt: Date;
  /** The gallery's image URLs in display order, as recorded: a /media/ path or an https address. */
  imageUrls: string[];
}

export interface IndexableProperties {
  /** How many properties are public (active, reserved, sold). */
  total: number;
  /** The last change of the public listing: a public property changed, or one was withdrawn. */
  listingChangedAt: Date | null;
  /** The page asked for, oldest listing first (new listings are appended: earlier pages stay stable). */
  items: IndexableProperty[];
}

/** The public properties for the sitemap (other modules ask through the QueryBus); `limit` 0: no items. */
export class ListIndexablePropertiesQuery extends Query<IndexableProperties> {
  constructor(
    readonly offset: number,
    readonly limit: number,
  ) {
    super();
  }
}
