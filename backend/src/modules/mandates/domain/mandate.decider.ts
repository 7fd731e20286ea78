import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { MandateEvent, MandateTerms, SellerDetails } from './mandate.events';

export const MANDATE_LIMITS = {
  maxCommissionPercent: 10,
  maxAskingPriceEur: 1_000_000_000,
  maxSellers: 10,
  name: 120,
  email: 254,
} as const;

export type MandateCommand =
  | { type: 'RecordMandate'; propertyId: string; terms: MandateTerms; now: string }
  | { type: 'AddSeller'; propertyId: string; sellerId: string; details: SellerDetails; now: string }
  | { type: 'UpdateSeller'; propertyId: string; sellerId: string; details: SellerDetails; now: string }
  | { type: 'RemoveSeller'; propertyId: string; sellerId: string; now: string }
  | { type: 'EraseSeller'; propertyId: string; sellerId: string; now: string };

export const SELLER_STATUSES = ['active', 'removed', 'erased'] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export interface MandateState {
  terms: MandateTerms | null;
  sellers: Readonly<Record<string, SellerStatus>>;
}

interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether a percent has at most two decimals (0.1 + 0.2 style noise tolerated). */
const hasTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The problems of a mandate's terms, one per field, empty when they hold. */
export function termsProblems(terms: MandateTerms): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { commissionPercent: percent, askingPriceEur: price } = terms;
  if (
    !Number.isFinite(percent) ||
    percent <= 0 ||
    percent > MANDATE_LIMITS.maxCommissionPercent ||
    !hasTwoDecimals(percent)
  ) {
    problems.push({
      field: 'commissionPercent',
      code: 'mandate_commission_invalid',
      message: 'The commission is a percent above 0 and at most 10, with two decimals at most',
    });
  }
  if (!Number.isInteger(price) || price < 1 || price > MANDATE_LIMITS.maxAskingPriceEur) {
    problems.push({
      field: 'askingPriceEur',
      code: 'mandate_price_invalid',
      message: 'The asking price is a whole number of euros above 0',
    });
  }
  const startsOk = isCalendarDate(terms.startsOn);
  const endsOk = isCalendarDate(terms.endsOn);
  if (!startsOk) {
    problems.push({ field: 'startsOn', code: 'mandate_date_invalid', message: 'This date does not exist' });
  }
  if (!endsOk) {
    problems.push({ field: 'endsOn', code: 'mandate_date_invalid', message: 'This date does not exist' });
  }
  if (startsOk && endsOk && terms.endsOn <= terms.startsOn) {
    problems.push({
      field: 'endsOn',
      code: 'mandate_ends_before_start',
      message: 'The mandate ends after it starts',
    });
  }
  return problems;
}

function requireValidTerms(terms: MandateTerms): void {
  const fields = termsProblems(terms);
  if (fields.length > 0) {
    throw new DomainError('invalid', 'invalid_mandate', 'The mandate’s terms are not valid', { fields });
  }
}

function requireSeller(state: MandateState, sellerId: string, action: string): SellerStatus {
  const status = state.sellers[sellerId];
  if (!status) {
    throw new DomainError('not_found', 'seller_not_found', `Seller ${sellerId} does not exist`);
  }
  if (status === 'erased') {
    throw new DomainError('conflict', 'seller_erased', `An erased seller cannot be ${action}`);
  }
  return status;
}

function requireActive(state: MandateState, sellerId: string, action: string): void {
  if (requireSeller(state, sellerId, action) === 'removed') {
    throw new DomainError('conflict', 'seller_removed', `A removed seller cannot be ${action}`);
  }
}

const sameTerms = (a: MandateTerms, b: MandateTerms) =>
  a.exclusive === b.exclusive &&
  a.commissionPercent === b.commissionPercent &&
  a.startsOn === b.startsOn &&
  a.endsOn === b.endsOn &&
  a.askingPriceEur === b.askingPriceEur;

function decide(command: MandateCommand, state: MandateState): MandateEvent[] {
  const { propertyId } = command;
  switch (command.type) {
    case 'RecordMandate': {
      requireValidTerms(command.terms);
      // Saving the terms the mandate already has records nothing.
      if (state.terms && sameTerms(state.terms, command.terms)) return [];
      const { exclusive, commissionPercent, startsOn, endsOn, askingPriceEur } = command.terms;
      return [
        {
          type: 'MandateRecorded',
          data: {
            propertyId,
            exclusive,
            commissionPercent,
            startsOn,
            endsOn,
            askingPriceEur,
            replaced: state.terms !== null,
            recordedAt: command.now,
          },
        },
      ];
    }
    case 'AddSeller': {
      if (state.sellers[command.sellerId]) {
        throw new DomainError('conflict', 'seller_exists', `Seller ${command.sellerId} exists already`);
      }
      const active = Object.values(state.sellers).filter((status) => status === 'active').length;
      if (active >= MANDATE_LIMITS.maxSellers) {
        throw new DomainError(
          'conflict',
          'too_many_sellers',
          `A property has ${MANDATE_LIMITS.maxSellers} sellers at most`,
        );
      }
      const { name, email, phone, language } = command.details;
      return [
        {
          type: 'SellerAdded',
          data: {
            propertyId,
            sellerId: command.sellerId,
            name,
            email,
            phone,
            language,
            addedAt: command.now,
          },
        },
      ];
    }
    case 'UpdateSeller': {
      requireActive(state, command.sellerId, 'changed');
      const { name, email, phone, language } = command.details;
      return [
        {
          type: 'SellerUpdated',
          data: {
            propertyId,
            sellerId: command.sellerId,
            name,
            email,
            phone,
            language,
            updatedAt: command.now,
          },
        },
      ];
    }
    case 'RemoveSeller':
      requireActive(state, command.sellerId, 'removed');
      return [
        { type: 'SellerRemoved', data: { propertyId, sellerId: command.sellerId, removedAt: command.now } },
      ];
    case 'EraseSeller':
      requireSeller(state, command.sellerId, 'erased again');
      return [
        { type: 'SellerErased', data: { propertyId, sellerId: command.sellerId, erasedAt: command.now } },
      ];
  }
}

function evolve(state: MandateState, event: MandateEvent): MandateState {
  switch (event.type) {
    case 'MandateRecorded': {
      const { exclusive, commissionPercent, startsOn, endsOn, askingPriceEur } = event.data;
      return { ...state, terms: { exclusive, commissionPercent, startsOn, endsOn, askingPriceEur } };
    }
    case 'SellerAdded':
      return { ...state, sellers: { ...state.sellers, [event.data.sellerId]: 'active' } };
    case 'SellerUpdated':
      return state;
    case 'SellerRemoved':
      return { ...state, sellers: { ...state.sellers, [event.data.sellerId]: 'removed' } };
    case 'SellerErased':
      return { ...state, sellers: { ...state.sellers, [event.data.sellerId]: 'erased' } };
  }
}

/**
 * A property's mandate and its sellers: the terms are recorded and replaced as a whole; sellers are added,
 * changed and removed by staff, and erased by an owner (their personal data become unreadable for good).
 */
export const mandateDecider: Decider<MandateCommand, MandateState, MandateEvent> = {
  initialState: { terms: null, sellers: {} },
  decide,
  evolve,
};
