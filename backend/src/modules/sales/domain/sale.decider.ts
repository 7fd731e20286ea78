import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { LocalizedText } from '../../../platform/i18n/languages';
import { addDays, endOfMadridDay, isCalendarDate, madridDate } from '../../../platform/time/madrid-calendar';
import {
  OPEN_OFFER_STATUSES,
  type DealStage,
  type Financing,
  type OfferRound,
  type OfferSource,
  type OfferStatus,
  type Party,
  type SaleEvent,
} from './sale.events';

export const SALE_LIMITS = {
  conditions: 1000,
  reason: 1000,
  validDays: 60,
  maxAmountEur: 1_000_000_000,
} as const;
/** The deposit of a reservation unless staff name another: 10 % of the accepted amount. */
export const DEFAULT_DEPOSIT_PERCENT = 10;
/** IVA on the agency's commission. */
export const COMMISSION_VAT_PERCENT = 21;

export interface RoundTerms {
  amountEur: number;
  conditions: string;
  validUntil: string;
}

export type SaleCommand =
  | ({
      type: 'MakeOffer';
      offerId: string;
      propertyId: string;
      /** The property's catalogue status now: only an active one takes offers. */
      propertyStatus: string;
      clientId: string;
      propertyTitle: LocalizedText;
      propertyReference: string;
      propertyImage: string | null;
      financing: Financing;
      source: OfferSource;
      now: string;
    } & RoundTerms)
  | { type: 'PresentOffer'; offerId: string; now: string }
  | {
      type: 'AnswerOffer';
      offerId: string;
      by: 'seller';
      clientId?: undefined;
      answer: 'accept' | 'reject';
      now: string;
    }
  | {
      type: 'AnswerOffer';
      offerId: string;
      by: 'buyer';
      clientId: string;
      answer: 'accept' | 'reject';
      now: string;
    }
  | ({ type: 'CounterOffer'; offerId: string; by: 'seller'; clientId?: undefined; now: string } & RoundTerms)
  | ({ type: 'CounterOffer'; offerId: string; by: 'buyer'; clientId: string; now: string } & RoundTerms)
  | { type: 'WithdrawOffer'; offerId: string; clientId: string; now: string }
  | { type: 'ExpireOffer'; offerId: string; round: number; now: string }
  | { type: 'ReserveSale'; propertyId: string; depositEur: number | null; depositDueOn: string; now: string }
  | { type: 'RecordDepositReceived'; propertyId: string; receivedOn: string; now: string }
  | {
      type: 'CompleteSale';
      propertyId: string;
      deedDate: string;
      finalPriceEur: number;
      /** The mandate's commission in percent; null when the property has no mandate. */
      commissionPercent: number | null;
      now: string;
    }
  | { type: 'RecordSaleFellThrough'; propertyId: string; reason: string; now: string };

export interface OfferState {
  clientId: string;
  status: OfferStatus;
  rounds: readonly OfferRound[];
  presented: boolean;
}

export interface DealState {
  offerId: string;
  stage: DealStage;
  amountEur: number;
  depositReceived: boolean;
}

export interface SaleState {
  offers: Readonly<Record<string, OfferState>>;
  /** The current or last deal; a fallen-through one no longer holds the property. */
  deal: DealState | null;
}

const invalid = (code: string, message: string, field: string) =>
  new DomainError('invalid', code, message, { field });

function offerNotFound(offerId: string): DomainError {
  return new DomainError('not_found', 'offer_not_found', `Offer ${offerId} does not exist`);
}

/** The offer, which must exist and, for the buyer's command, be theirs (anyone else's reads as unknown). */
function requireOffer(state: SaleState, offerId: string, clientId?: string): OfferState {
  const offer = state.offers[offerId];
  if (!offer || (clientId !== undefined && offer.clientId !== clientId)) throw offerNotFound(offerId);
  return offer;
}

function statusConflict(status: string, action: string, allowed: readonly string[]): DomainError {
  return new DomainError('conflict', 'offer_status_conflict', `An offer ${status} cannot be ${action}`, {
    status,
    allowed,
  });
}

const lastRound = (offer: OfferState): OfferRound => offer.rounds[offer.rounds.length - 1];

/** An open offer whose last round's day has ended counts as expired, even before its expiry job ran. */
function isLapsed(offer: OfferState, now: string): boolean {
  return Date.parse(now) >= endOfMadridDay(lastRound(offer).validUntil).getTime();
}

function requireStatus(
  offer: OfferState,
  allowed: readonly OfferStatus[],
  action: string,
  now: string,
): void {
  if (!allowed.includes(offer.status)) throw statusConflict(offer.status, action, allowed);
  if (OPEN_OFFER_STATUSES.includes(offer.status) && isLapsed(offer, now)) {
    throw statusConflict('expired', action, allowed);
  }
}

const dealHoldsProperty = (deal: DealState | null): deal is DealState =>
  deal !== null && deal.stage !== 'fell_through';

function requireDeal(state: SaleState, stages: readonly DealStage[], action: string): DealState {
  const { deal } = state;
  if (!deal || !stages.includes(deal.stage)) {
    throw new DomainError(
      'conflict',
      'sale_stage_conflict',
      `The sale cannot be ${action} at its current stage`,
      { stage: dealHoldsProperty(deal) ? deal.stage : 'open', allowed: stages },
    );
  }
  return deal;
}

/** A whole number of euros above zero. */
function requireAmount(amountEur: number, field: string): void {
  if (!Number.isInteger(amountEur) || amountEur <= 0 || amountEur > SALE_LIMITS.maxAmountEur) {
    throw invalid('offer_amount_invalid', 'The amount must be a whole number of euros above zero', field);
  }
}

function requireDate(date: string, field: string): void {
  if (!isCalendarDate(date)) throw invalid('sale_date_invalid', 'This date does not exist', field);
}

/** A round's terms: a positive amount, conditions within bounds, valid from today up to 60 days ahead. */
function requireTerms(terms: RoundTerms, now: string): void {
  requireAmount(terms.amountEur, 'amountEur');
  if (terms.conditions.length > SALE_LIMITS.conditions) {
    throw invalid('offer_conditions_too_long', `At most ${SALE_LIMITS.conditions} characters`, 'conditions');
  }
  requireDate(terms.validUntil, 'validUntil');
  const today = madridDate(now);
  if (terms.validUntil < today) {
    throw invalid('offer_valid_until_past', 'The validity date is in the past', 'validUntil');
  }
  if (terms.validUntil > addDays(today, SALE_LIMITS.validDays)) {
    throw invalid(
      'offer_valid_until_too_far',
      `An offer stands for at most ${SALE_LIMITS.validDays} days`,
      'validUntil',
    );
  }
}

/** Two whole-cent amounts: the commission on the final price and its IVA. */
export function commissionOf(
  finalPriceEur: number,
  commissionPercent: number,
): { commissionEur: number; commissionVatEur: number } {
  const commissionCents = Math.round(finalPriceEur * commissionPercent);
  const vatCents = Math.round((commissionCents * COMMISSION_VAT_PERCENT) / 100);
  return { commissionEur: commissionCents / 100, commissionVatEur: vatCents / 100 };
}

function accept(state: SaleState, offerId: string, by: Party, now: string): SaleEvent[] {
  const offer = state.offers[offerId];
  const others = Object.entries(state.offers)
    .filter(([id, other]) => id !== offerId && OPEN_OFFER_STATUSES.includes(other.status))
    .map(([id]) => id)
    .sort();
  return [
    { type: 'OfferAccepted', data: { offerId, by, amountEur: lastRound(offer).amountEur, acceptedAt: now } },
    ...others.map((id): SaleEvent => ({
      type: 'OfferClosed',
      data: { offerId: id, reason: 'other_accepted', closedAt: now },
    })),
  ];
}

function decide(command: SaleCommand, state: SaleState): SaleEvent[] {
  const { now } = command;
  switch (command.type) {
    case 'MakeOffer': {
      if (state.offers[command.offerId]) {
        throw new DomainError('conflict', 'offer_exists', `Offer ${command.offerId} exists already`);
      }
      if (dealHoldsProperty(state.deal) && state.deal.stage !== 'completed') {
        throw new DomainError(
          'conflict',
          'sale_in_progress',
          'This property has an accepted offer: it takes no new offers for now',
        );
      }
      if (command.propertyStatus !== 'active' || state.deal?.stage === 'completed') {
        throw new DomainError('conflict', 'property_not_offerable', 'This property takes no offers', {
          status: command.propertyStatus,
        });
      }
      requireTerms(command, now);
      const { type: _type, now: madeAt, propertyStatus: _status, ...data } = command;
      return [{ type: 'OfferMade', data: { ...data, madeAt } }];
    }
    case 'PresentOffer': {
      const offer = requireOffer(state, command.offerId);
      requireStatus(offer, ['awaiting_seller'], 'presented', now);
      if (offer.presented) return [];
      return [{ type: 'OfferPresented', data: { offerId: command.offerId, presentedAt: now } }];
    }
    case 'AnswerOffer': {
      const offer = requireOffer(state, command.offerId, command.clientId);
      const awaiting: OfferStatus = command.by === 'seller' ? 'awaiting_seller' : 'awaiting_buyer';
      requireStatus(offer, [awaiting], command.answer === 'accept' ? 'accepted' : 'rejected', now);
      if (command.answer === 'accept') return accept(state, command.offerId, command.by, now);
      return [{ type: 'OfferRejected', data: { offerId: command.offerId, by: command.by, rejectedAt: now } }];
    }
    case 'CounterOffer': {
      const offer = requireOffer(state, command.offerId, command.clientId);
      const awaiting: OfferStatus = command.by === 'seller' ? 'awaiting_seller' : 'awaiting_buyer';
      requireStatus(offer, [awaiting], 'countered', now);
      requireTerms(command, now);
      return [
        {
          type: 'OfferCountered',
          data: {
            offerId: command.offerId,
            by: command.by,
            round: offer.rounds.length,
            amountEur: command.amountEur,
            conditions: command.conditions,
            validUntil: command.validUntil,
            counteredAt: now,
          },
        },
      ];
    }
    case 'WithdrawOffer': {
      const offer = requireOffer(state, command.offerId, command.clientId);
      requireStatus(offer, OPEN_OFFER_STATUSES, 'withdrawn', now);
      return [{ type: 'OfferWithdrawn', data: { offerId: command.offerId, withdrawnAt: now } }];
    }
    case 'ExpireOffer': {
      // The expiry of a round that was answered since (or of an offer that ended) does nothing.
      const offer = state.offers[command.offerId];
      if (!offer || !OPEN_OFFER_STATUSES.includes(offer.status)) return [];
      if (offer.rounds.length - 1 !== command.round || !isLapsed(offer, now)) return [];
      return [
        { type: 'OfferExpired', data: { offerId: command.offerId, round: command.round, expiredAt: now } },
      ];
    }
    case 'ReserveSale': {
      const deal = requireDeal(state, ['offer_accepted'], 'reserved');
      if (command.depositEur !== null) requireAmount(command.depositEur, 'depositEur');
      requireDate(command.depositDueOn, 'depositDueOn');
      const depositEur = command.depositEur ?? Math.round((deal.amountEur * DEFAULT_DEPOSIT_PERCENT) / 100);
      return [
        {
          type: 'SaleReserved',
          data: {
            propertyId: command.propertyId,
            offerId: deal.offerId,
            depositEur,
            depositDueOn: command.depositDueOn,
            reservedAt: now,
          },
        },
      ];
    }
    case 'RecordDepositReceived': {
      const deal = requireDeal(state, ['reserved'], 'given its deposit');
      if (deal.depositReceived) {
        throw new DomainError('conflict', 'sale_stage_conflict', 'The deposit is recorded already', {
          stage: deal.stage,
          allowed: ['reserved'],
        });
      }
      requireDate(command.receivedOn, 'receivedOn');
      return [
        {
          type: 'SaleDepositReceived',
          data: {
            propertyId: command.propertyId,
            offerId: deal.offerId,
            receivedOn: command.receivedOn,
            recordedAt: now,
          },
        },
      ];
    }
    case 'CompleteSale': {
      const deal = requireDeal(state, ['reserved'], 'completed');
      requireDate(command.deedDate, 'deedDate');
      requireAmount(command.finalPriceEur, 'finalPriceEur');
      const commission =
        command.commissionPercent === null
          ? { commissionEur: null, commissionVatEur: null }
          : commissionOf(command.finalPriceEur, command.commissionPercent);
      return [
        {
          type: 'SaleCompleted',
          data: {
            propertyId: command.propertyId,
            offerId: deal.offerId,
            deedDate: command.deedDate,
            finalPriceEur: command.finalPriceEur,
            commissionPercent: command.commissionPercent,
            ...commission,
            completedAt: now,
          },
        },
      ];
    }
    case 'RecordSaleFellThrough': {
      const deal = requireDeal(state, ['offer_accepted', 'reserved'], 'recorded as fallen through');
      return [
        {
          type: 'SaleFellThrough',
          data: {
            propertyId: command.propertyId,
            offerId: deal.offerId,
            reason: command.reason,
            fellThroughAt: now,
          },
        },
      ];
    }
  }
}

function withOffer(state: SaleState, offerId: string, change: Partial<OfferState>): SaleState {
  const offer = state.offers[offerId];
  if (!offer) return state;
  return { ...state, offers: { ...state.offers, [offerId]: { ...offer, ...change } } };
}

function evolve(state: SaleState, event: SaleEvent): SaleState {
  switch (event.type) {
    case 'OfferMade': {
      const { data } = event;
      const round: OfferRound = {
        by: 'buyer',
        amountEur: data.amountEur,
        conditions: data.conditions,
        validUntil: data.validUntil,
        at: data.madeAt,
      };
      return {
        ...state,
        offers: {
          ...state.offers,
          [data.offerId]: {
            clientId: data.clientId,
            status: 'awaiting_seller',
            rounds: [round],
            presented: false,
          },
        },
      };
    }
    case 'OfferPresented':
      return withOffer(state, event.data.offerId, { presented: true });
    case 'OfferCountered': {
      const { data } = event;
      const offer = state.offers[data.offerId];
      if (!offer) return state;
      const round: OfferRound = {
        by: data.by,
        amountEur: data.amountEur,
        conditions: data.conditions,
        validUntil: data.validUntil,
        at: data.counteredAt,
      };
      return withOffer(state, data.offerId, {
        status: data.by === 'seller' ? 'awaiting_buyer' : 'awaiting_seller',
        rounds: [...offer.rounds, round],
        presented: data.by === 'seller' ? offer.presented : false,
      });
    }
    case 'OfferAccepted':
      return {
        ...withOffer(state, event.data.offerId, { status: 'accepted' }),
        deal: {
          offerId: event.data.offerId,
          stage: 'offer_accepted',
          amountEur: event.data.amountEur,
          depositReceived: false,
        },
      };
    case 'OfferRejected':
      return withOffer(state, event.data.offerId, { status: 'rejected' });
    case 'OfferWithdrawn':
      return withOffer(state, event.data.offerId, { status: 'withdrawn' });
    case 'OfferExpired':
      return withOffer(state, event.data.offerId, { status: 'expired' });
    case 'OfferClosed':
      return withOffer(state, event.data.offerId, { status: 'closed' });
    case 'SaleReserved':
      return state.deal ? { ...state, deal: { ...state.deal, stage: 'reserved' } } : state;
    case 'SaleDepositReceived':
      return state.deal ? { ...state, deal: { ...state.deal, depositReceived: true } } : state;
    case 'SaleCompleted':
      return state.deal ? { ...state, deal: { ...state.deal, stage: 'completed' } } : state;
    case 'SaleFellThrough':
      return {
        ...withOffer(state, event.data.offerId, { status: 'closed' }),
        deal: state.deal ? { ...state.deal, stage: 'fell_through' } : null,
      };
  }
}

/**
 * A property's sale: every offer made on it, their negotiation round by round, and the deal that follows the
 * one accepted offer (reservation, deposit, deed, or its falling through, after which offers are taken again).
 */
export const saleDecider: Decider<SaleCommand, SaleState, SaleEvent> = {
  initialState: { offers: {}, deal: null },
  decide,
  evolve,
};
