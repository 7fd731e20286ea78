import type { DomainEvent } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { CatalogueKind } from './catalogue-kind';
import { sameDetails } from './same-details';
import {
  checkMachineTranslation,
  reviewableTranslation,
  reviseTranslations,
  withTranslatedText,
  withTranslationEntry,
  type MachineTranslation,
  type TranslatedLanguage,
  type Translations,
} from './translations';

/** The types in which one kind of catalogue entry differs from the others. */
export interface CatalogueEntryTypes {
  kind: CatalogueKind;
  details: object;
  /** What the listing records besides the id and the details. */
  listing: object;
  /** What the deletion records besides the id. */
  deletion: object;
  /** What the state keeps besides the details and their translations. */
  state: object;
}

type Fact<T extends CatalogueEntryTypes> =
  | { fact: 'Listed'; data: T['listing'] & { details: T['details'] } }
  | { fact: 'Revised'; data: { details: T['details'] } }
  | { fact: 'Deleted'; data: T['deletion'] }
  | { fact: 'TextTranslated'; data: MachineTranslation }
  | { fact: 'TranslationReviewed'; data: { path: string; language: TranslatedLanguage; sourceHash: string } };

type EventOf<T extends CatalogueEntryTypes, F extends Fact<T>> =
  F extends Fact<T>
    ? DomainEvent<`${Capitalize<T['kind']>}${F['fact']}`, { [id in `${T['kind']}Id`]: string } & F['data']>
    : never;

/**
 * The lifecycle's events of one kind, named after it with the id under `<kind>Id`: `ServiceListed`,
 * `ServiceRevised`, `ServiceDeleted`, `ServiceTextTranslated`, `ServiceTranslationReviewed` carry `serviceId`.
 */
export type LifecycleEvent<T extends CatalogueEntryTypes> = EventOf<T, Fact<T>>;

export type LifecycleCommand<T extends CatalogueEntryTypes> =
  | { type: 'List'; id: string; listing: T['listing']; details: T['details'] }
  | { type: 'Revise'; id: string; details: T['details'] }
  | { type: 'Delete'; id: string }
  | { type: 'RecordMachineTranslation'; id: string; translation: MachineTranslation }
  | { type: 'MarkTranslationReviewed'; id: string; path: string; language: TranslatedLanguage };

export type ListedEntry<T extends CatalogueEntryTypes> = {
  listed: true;
  details: T['details'];
  /** Who wrote each translation, for which Spanish. */
  translations: Translations;
} & T['state'];

/** `deleted`: the id was used and deleted; it is never listed again (its log stays). */
export type LifecycleState<T extends CatalogueEntryTypes> =
  { listed: false; deleted: boolean } | ListedEntry<T>;

/** What a kind adds to the shared lifecycle; `Extra`: events of its own that its revision may record. */
export interface CatalogueLifecycle<T extends CatalogueEntryTypes, Extra extends DomainEvent = never> {
  kind: T['kind'];
  /** Refuses details the kind does not accept, when listed and when revised. */
  validate(details: T['details']): void;
  /** What the state keeps of the listing; nothing by default. */
  listedState?(listing: T['listing']): T['state'];
  /** What the deletion records; nothing by default. */
  deletion?(entry: ListedEntry<T>): T['deletion'];
  /** A saved form's events; by default the new details, unless they did not change. */
  revision?(entry: ListedEntry<T>, id: string, details: T['details']): (LifecycleEvent<T> | Extra)[];
}

/** A decider whose revisions may record the kind's own `Extra` events, which the kind then evolves itself. */
export interface LifecycleDecider<T extends CatalogueEntryTypes, Extra extends DomainEvent = never> {
  readonly initialState: LifecycleState<T>;
  decide(command: LifecycleCommand<T>, state: LifecycleState<T>): (LifecycleEvent<T> | Extra)[];
  evolve(state: LifecycleState<T>, event: LifecycleEvent<T>): LifecycleState<T>;
}

export function requireListed<T extends CatalogueEntryTypes>(
  state: LifecycleState<T>,
  kind: T['kind'],
  id: string,
): ListedEntry<T> {
  if (!state.listed)
    throw new DomainError('not_found', `${kind}_not_found`, `${title(kind)} ${id} does not exist`);
  return state;
}

function title<K extends CatalogueKind>(kind: K): Capitalize<K> {
  return (kind[0].toUpperCase() + kind.slice(1)) as Capitalize<K>;
}

/**
 * One decider for listing, revising, deleting and translating any kind of catalogue entry, in the style of
 * small pure deciders: the kind brings its validation, the shape of its details and what its events add.
 */
export function catalogueLifecycle<T extends CatalogueEntryTypes, Extra extends DomainEvent = never>(
  entry: CatalogueLifecycle<T, Extra>,
): LifecycleDecider<T, Extra> {
  const { kind, validate } = entry;
  const event = (id: string, { fact, data }: Fact<T>) =>
    ({ type: `${title(kind)}${fact}`, data: { [`${kind}Id`]: id, ...data } }) as LifecycleEvent<T>;
  const factOf = (event: LifecycleEvent<T>) =>
    ({ fact: event.type.slice(kind.length), data: event.data }) as Fact<T>;

  return {
    initialState: { listed: false, deleted: false },

    decide(command, state) {
      const { id } = command;
      if (command.type === 'List') {
        if (state.listed || state.deleted) {
          throw new DomainError(
            'conflict',
            `${kind}_already_listed`,
            `${title(kind)} ${id} is listed already`,
          );
        }
        validate(command.details);
        return [event(id, { fact: 'Listed', data: { ...command.listing, details: command.details } })];
      }
      const listed = requireListed(state, kind, id);
      switch (command.type) {
        case 'Revise': {
          validate(command.details);
          if (entry.revision) return entry.revision(listed, id, command.details);
          if (sameDetails(listed.details, command.details)) return [];
          return [event(id, { fact: 'Revised', data: { details: command.details } })];
        }
        case 'Delete':
          return [event(id, { fact: 'Deleted', data: entry.deletion?.(listed) ?? {} })];
        case 'RecordMachineTranslation':
          checkMachineTranslation(listed.details, listed.translations, command.translation);
          return [event(id, { fact: 'TextTranslated', data: command.translation })];
        case 'MarkTranslationReviewed': {
          const { path, language } = command;
          const sourceHash = reviewableTranslation(listed.details, listed.translations, path, language);
          if (sourceHash === null) return [];
          return [event(id, { fact: 'TranslationReviewed', data: { path, language, sourceHash } })];
        }
      }
    },

    evolve(state, lifecycleEvent) {
      const { fact, data } = factOf(lifecycleEvent);
      switch (fact) {
        case 'Listed':
          return {
            ...(entry.listedState?.(data) as T['state']),
            listed: true,
            details: data.details,
            translations: reviseTranslations(null, {}, data.details),
          };
        case 'Deleted':
          return { listed: false, deleted: true };
      }
      if (!state.listed) return state;
      switch (fact) {
        case 'Revised':
          return {
            ...state,
            details: data.details,
            translations: reviseTranslations(state.details, state.translations, data.details),
          };
        case 'TextTranslated': {
          const { path, language, text, sourceHash } = data;
          return {
            ...state,
            details: withTranslatedText(state.details, path, language, text),
            translations: withTranslationEntry(state.translations, path, language, {
              origin: 'machine',
              sourceHash,
            }),
          };
        }
        case 'TranslationReviewed': {
          const { path, language, sourceHash } = data;
          return {
            ...state,
            translations: withTranslationEntry(state.translations, path, language, {
              origin: 'reviewed',
              sourceHash,
            }),
          };
        }
      }
    },
  };
}
