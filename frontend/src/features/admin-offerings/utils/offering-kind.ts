import type {
  Experience,
  ExperienceDetailsInput,
  Service,
  ServiceDetailsInput,
} from '../../../lib/api/types';

/**
 * The two catalogues the back office edits. The name is also their address (`/admin/services`), their API
 * path, the root of their query keys and the prefix of their texts.
 */
export type OfferingKind = 'services' | 'experiences';

/** How texts and element ids name one item of a kind (`delete.service.title`, `service-content`). */
export const ITEM_NAME = { services: 'service', experiences: 'experience' } as const satisfies Record<
  OfferingKind,
  string
>;

/** What the API lists and accepts for each kind. */
interface OfferingTypes {
  services: { item: Service; details: ServiceDetailsInput };
  experiences: { item: Experience; details: ExperienceDetailsInput };
}

/** An item as the API lists it, with the `version` an edit sends back. */
export type OfferingItem<K extends OfferingKind> = OfferingTypes[K]['item'];

/** The `details` of a create or edit request. */
export type OfferingDetails<K extends OfferingKind> = OfferingTypes[K]['details'];
