import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import {
  MAX_GUESTS_PER_DATE_LIMIT,
  upcastExperienceDetails,
  type ExperienceDetails,
  type ServiceDetails,
} from './offering';
import type { ExperienceEvent, ServiceEvent } from './offering.events';
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

export type ServiceCommand =
  | { type: 'ListService'; serviceId: string; position: number; listedAt: string; details: ServiceDetails }
  | { type: 'ReviseService'; serviceId: string; details: ServiceDetails }
  | { type: 'DeleteService'; serviceId: string }
  | { type: 'RecordMachineTranslation'; serviceId: string; translation: MachineTranslation }
  | { type: 'MarkTranslationReviewed'; serviceId: string; path: string; language: TranslatedLanguage };

export type ExperienceCommand =
  | {
      type: 'ListExperience';
      experienceId: string;
      position: number;
      listedAt: string;
      details: ExperienceDetails;
    }
  | { type: 'ReviseExperience'; experienceId: string; details: ExperienceDetails }
  | { type: 'DeleteExperience'; experienceId: string }
  | { type: 'RecordMachineTranslation'; experienceId: string; translation: MachineTranslation }
  | { type: 'MarkTranslationReviewed'; experienceId: string; path: string; language: TranslatedLanguage };

/** `deleted`: the id was used; it is never listed again. */
export type OfferingState<Details> =
  { listed: false; deleted: boolean } | { listed: true; details: Details; translations: Translations };

/** How an offering's state follows its text events (listing, revision, translation, review). */
function evolveTexts<Details>(
  state: OfferingState<Details>,
  event:
    | { type: 'listed' | 'revised'; details: Details }
    | { type: 'translated'; translation: MachineTranslation }
    | { type: 'reviewed'; path: string; language: TranslatedLanguage; sourceHash: string },
): OfferingState<Details> {
  switch (event.type) {
    case 'listed':
    case 'revised':
      return {
        listed: true,
        details: event.details,
        translations: state.listed
          ? reviseTranslations(state.details, state.translations, event.details)
          : reviseTranslations(null, {}, event.details),
      };
    case 'translated': {
      if (!state.listed) return state;
      const { path, language, text, sourceHash } = event.translation;
      return {
        listed: true,
        details: withTranslatedText(state.details, path, language, text),
        translations: withTranslationEntry(state.translations, path, language, {
          origin: 'machine',
          sourceHash,
        }),
      };
    }
    case 'reviewed':
      if (!state.listed) return state;
      return {
        ...state,
        translations: withTranslationEntry(state.translations, event.path, event.language, {
          origin: 'reviewed',
          sourceHash: event.sourceHash,
        }),
      };
  }
}

function positivePrice(price: number): void {
  if (!Number.isInteger(price) || price <= 0) {
    throw new DomainError('invalid', 'invalid_price', 'The price must be a whole number of euros above zero');
  }
}

function validCapacity(maxGuestsPerDate: number): void {
  if (
    !Number.isInteger(maxGuestsPerDate) ||
    maxGuestsPerDate < 1 ||
    maxGuestsPerDate > MAX_GUESTS_PER_DATE_LIMIT
  ) {
    throw new DomainError(
      'invalid',
      'invalid_capacity',
      `The guests per date must be a whole number from 1 to ${MAX_GUESTS_PER_DATE_LIMIT}`,
      { field: 'maxGuestsPerDate' },
    );
  }
}

function requireListed<Details>(
  state: OfferingState<Details>,
  kind: 'service' | 'experience',
  id: string,
): Extract<OfferingState<Details>, { listed: true }> {
  if (!state.listed)
    throw new DomainError('not_found', `${kind}_not_found`, `The ${kind} ${id} does not exist`);
  return state;
}

export const serviceDecider: Decider<ServiceCommand, OfferingState<ServiceDetails>, ServiceEvent> = {
  initialState: { listed: false, deleted: false },

  decide(command, state) {
    switch (command.type) {
      case 'ListService': {
        if (state.listed || state.deleted) {
          throw new DomainError(
            'conflict',
            'service_already_listed',
            `Service ${command.serviceId} is listed already`,
          );
        }
        positivePrice(command.details.priceFromEur);
        const { serviceId, position, listedAt, details } = command;
        return [{ type: 'ServiceListed', data: { serviceId, position, listedAt, details } }];
      }
      case 'ReviseService': {
        const service = requireListed(state, 'service', command.serviceId);
        positivePrice(command.details.priceFromEur);
        if (sameDetails(service.details, command.details)) return [];
        return [{ type: 'ServiceRevised', data: { serviceId: command.serviceId, details: command.details } }];
      }
      case 'DeleteService':
        requireListed(state, 'service', command.serviceId);
        return [{ type: 'ServiceDeleted', data: { serviceId: command.serviceId } }];
      case 'RecordMachineTranslation': {
        const service = requireListed(state, 'service', command.serviceId);
        checkMachineTranslation(service.details, service.translations, command.translation);
        return [
          { type: 'ServiceTextTranslated', data: { serviceId: command.serviceId, ...command.translation } },
        ];
      }
      case 'MarkTranslationReviewed': {
        const service = requireListed(state, 'service', command.serviceId);
        const { serviceId, path, language } = command;
        const hash = reviewableTranslation(service.details, service.translations, path, language);
        if (hash === null) return [];
        return [
          { type: 'ServiceTranslationReviewed', data: { serviceId, path, language, sourceHash: hash } },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ServiceListed':
        return evolveTexts(state, { type: 'listed', details: event.data.details });
      case 'ServiceRevised':
        return evolveTexts(state, { type: 'revised', details: event.data.details });
      case 'ServiceDeleted':
        return { listed: false, deleted: true };
      case 'ServiceTextTranslated':
        return evolveTexts(state, { type: 'translated', translation: event.data });
      case 'ServiceTranslationReviewed':
        return evolveTexts(state, { type: 'reviewed', ...event.data });
    }
  },
};

export const experienceDecider: Decider<
  ExperienceCommand,
  OfferingState<ExperienceDetails>,
  ExperienceEvent
> = {
  initialState: { listed: false, deleted: false },

  decide(command, state) {
    switch (command.type) {
      case 'ListExperience': {
        if (state.listed || state.deleted) {
          throw new DomainError(
            'conflict',
            'experience_already_listed',
            `Experience ${command.experienceId} is listed already`,
          );
        }
        positivePrice(command.details.priceEur);
        validCapacity(command.details.maxGuestsPerDate);
        const { experienceId, position, listedAt, details } = command;
        return [{ type: 'ExperienceListed', data: { experienceId, position, listedAt, details } }];
      }
      case 'ReviseExperience': {
        const experience = requireListed(state, 'experience', command.experienceId);
        positivePrice(command.details.priceEur);
        validCapacity(command.details.maxGuestsPerDate);
        if (sameDetails(experience.details, command.details)) return [];
        return [
          {
            type: 'ExperienceRevised',
            data: { experienceId: command.experienceId, details: command.details },
          },
        ];
      }
      case 'DeleteExperience':
        requireListed(state, 'experience', command.experienceId);
        return [{ type: 'ExperienceDeleted', data: { experienceId: command.experienceId } }];
      case 'RecordMachineTranslation': {
        const experience = requireListed(state, 'experience', command.experienceId);
        checkMachineTranslation(experience.details, experience.translations, command.translation);
        const { experienceId, translation } = command;
        return [{ type: 'ExperienceTextTranslated', data: { experienceId, ...translation } }];
      }
      case 'MarkTranslationReviewed': {
        const experience = requireListed(state, 'experience', command.experienceId);
        const { experienceId, path, language } = command;
        const hash = reviewableTranslation(experience.details, experience.translations, path, language);
        if (hash === null) return [];
        return [
          { type: 'ExperienceTranslationReviewed', data: { experienceId, path, language, sourceHash: hash } },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ExperienceListed':
        return evolveTexts(state, { type: 'listed', details: upcastExperienceDetails(event.data.details) });
      case 'ExperienceRevised':
        return evolveTexts(state, { type: 'revised', details: upcastExperienceDetails(event.data.details) });
      case 'ExperienceDeleted':
        return { listed: false, deleted: true };
      case 'ExperienceTextTranslated':
        return evolveTexts(state, { type: 'translated', translation: event.data });
      case 'ExperienceTranslationReviewed':
        return evolveTexts(state, { type: 'reviewed', ...event.data });
    }
  },
};
