import type { EntityManager } from '@mikro-orm/postgresql';
import type { CommandResult } from '../../../platform/commands/decider-runner';
import type { Decider } from '../../../platform/domain/decider';
import type { LifecycleCommand, LifecycleState } from '../domain/catalogue-lifecycle.decider';
import type { CatalogueKind } from '../domain/catalogue-kind';
import {
  experienceDecider,
  serviceDecider,
  type ExperienceEntry,
  type ServiceEntry,
} from '../domain/offering.deciders';
import {
  experienceStreamId,
  serviceStreamId,
  type ExperienceEvent,
  type ServiceEvent,
} from '../domain/offering.events';
import { propertyDecider, type PropertyEntry } from '../domain/property.decider';
import { propertyStreamId, type PropertyEvent } from '../domain/property.events';
import { nextPosition } from './next-position';
import { withUniqueReference } from './unique-reference';

interface Kinds {
  property: { types: PropertyEntry; event: PropertyEvent; choice: { status: 'draft' | 'active' } };
  service: { types: ServiceEntry; event: ServiceEvent; choice: object };
  experience: { types: ExperienceEntry; event: ExperienceEvent; choice: object };
}

export type EntryDetails<K extends CatalogueKind> = Kinds[K]['types']['details'];
/** What the one who lists an entry chooses of its listing besides the date (a property's status). */
export type ListingChoice<K extends CatalogueKind> = Kinds[K]['choice'];

/** How the command path writes one kind of catalogue entry. */
interface CatalogueEntry<K extends CatalogueKind> {
  streamId(id: string): string;
  decider: Decider<LifecycleCommand<Kinds[K]['types']>, LifecycleState<Kinds[K]['types']>, Kinds[K]['event']>;
  /** The listing, made in the command's transaction. */
  listing(
    em: EntityManager,
    choice: ListingChoice<K>,
    listedAt: string,
  ): Promise<Kinds[K]['types']['listing']>;
  /** Runs a write of new details, turning a refusal of the database into the kind's error. */
  writingDetails(details: EntryDetails<K>, write: () => Promise<CommandResult>): Promise<CommandResult>;
}

const writeAsIs = (_: unknown, write: () => Promise<CommandResult>) => write();

export const CATALOGUE_ENTRIES: { [K in CatalogueKind]: CatalogueEntry<K> } = {
  property: {
    streamId: propertyStreamId,
    decider: propertyDecider,
    listing: async (_, { status }, listedAt) => ({ status, listedAt }),
    writingDetails: (details, write) => withUniqueReference(details.reference, write),
  },
  service: {
    streamId: serviceStreamId,
    decider: serviceDecider,
    listing: async (em, _, listedAt) => ({
      position: await nextPosition(em, 'catalogue_services'),
      listedAt,
    }),
    writingDetails: writeAsIs,
  },
  experience: {
    streamId: experienceStreamId,
    decider: experienceDecider,
    listing: async (em, _, listedAt) => ({
      position: await nextPosition(em, 'catalogue_experiences'),
      listedAt,
    }),
    writingDetails: writeAsIs,
  },
};

/** The stream and the decider of one entry, for DeciderRunner.run. */
export function entryStream<K extends CatalogueKind>(kind: K, id: string) {
  const { streamId, decider }: CatalogueEntry<K> = CATALOGUE_ENTRIES[kind];
  return { streamId: streamId(id), decider };
}
