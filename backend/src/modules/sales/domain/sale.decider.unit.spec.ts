import { replay } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { commissionOf, saleDecider, type SaleCommand, type SaleState } from './sale.decider';
import { endOfMadridDay, madridDate } from '../../../platform/time/madrid-calendar';
import type { SaleEvent } from './sale.events';

const NOW = '2026-12-01T10:00:00.000Z';
const BUYER = '11111111-1111-4111-8111-111111111111';
const OTHER_BUYER = '22222222-2222-4222-8222-222222222222';
const PROPERTY = 'villa-sardinero-santander';

const given = (...events: SaleEvent[]): SaleState => replay(saleDecider, events);
const when = (state: SaleState, command: SaleCommand) => saleDecider.decide(command, state);
const after = (state: SaleState, command: SaleCommand) =>
  [...when(state, command)].reduce(saleDecider.evolve, state);

function made(offerId: string, clientId = BUYER, amountEur = 900_000): SaleEvent {
  return {
    type: 'OfferMade',
    data: {
      offerId,
      propertyId: PROPERTY,
      clientId,
      propertyTitle: { es: 'Villa' },
      propertyReference: 'CCL-1',
      propertyImage: null,
      amountEur,
      financing: 'cash',
      conditions: 'Con los muebles',
      validUntil: '2026-12-10',
      source: 'client',
      madeAt: NOW,
    },
  };
}

function makeOffer(overrides: Partial<Extract<SaleCommand, { type: 'MakeOffer' }>> = {}): SaleCommand {
  return {
    type: 'MakeOffer',
    offerId: 'o-new',
    propertyId: PROPERTY,
    propertyStatus: 'active',
    clientId: BUYER,
    propertyTitle: { es: 'Villa' },
    propertyReference: 'CCL-1',
    propertyImage: null,
    amountEur: 850_000,
    financing: 'mortgage_approved',
    conditions: '',
    validUntil: '2026-12-15',
    source: 'client',
    now: NOW,
    ...overrides,
  };
}

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('Expected a refusal');
}

const accepted = (offerId = 'o1', amountEur = 900_000): SaleEvent => ({
  type: 'OfferAccepted',
  data: { offerId, by: 'seller', amountEur, acceptedAt: NOW },
});

describe('the sale decider', () => {
  describe('making an offer', () => {
    it('records the offer with its first round awaiting the seller', () => {
      const state = after(given(), makeOffer());
      expect(state.offers['o-new']).toMatchObject({
        status: 'awaiting_seller',
        presented: false,
        rounds: [{ by: 'buyer', amountEur: 850_000, validUntil: '2026-12-15' }],
      });
    });

    it('refuses bad terms with the field', () => {
      expect(refusal(() => when(given(), makeOffer({ amountEur: 0 }))).details).toEqual({
        field: 'amountEur',
      });
      expect(refusal(() => when(given(), makeOffer({ amountEur: 10.5 }))).code).toBe('offer_amount_invalid');
      expect(refusal(() => when(given(), makeOffer({ conditions: 'x'.repeat(1001) }))).details).toEqual({
        field: 'conditions',
      });
      expect(refusal(() => when(given(), makeOffer({ validUntil: '2026-11-30' }))).code).toBe(
        'offer_valid_until_past',
      );
      expect(refusal(() => when(given(), makeOffer({ validUntil: '2027-01-31' }))).code).toBe(
        'offer_valid_until_too_far',
      );
      expect(refusal(() => when(given(), makeOffer({ validUntil: '2026-02-30' }))).code).toBe(
        'sale_date_invalid',
      );
    });

    it('takes an offer valid until today (Madrid) and up to 60 days ahead', () => {
      expect(when(given(), makeOffer({ validUntil: '2026-12-01' }))).toHaveLength(1);
      expect(when(given(), makeOffer({ validUntil: '2027-01-30' }))).toHaveLength(1);
    });

    it('refuses a property that is not active, and one with a deal in progress', () => {
      expect(refusal(() => when(given(), makeOffer({ propertyStatus: 'draft' }))).code).toBe(
        'property_not_offerable',
      );
      expect(refusal(() => when(given(made('o1'), accepted()), makeOffer())).code).toBe('sale_in_progress');
      const reserved: SaleEvent = {
        type: 'SaleReserved',
        data: {
          propertyId: PROPERTY,
          offerId: 'o1',
          depositEur: 1,
          depositDueOn: '2026-12-05',
          reservedAt: NOW,
        },
      };
      // The deal's own reservation makes the property reserved: still "in progress", not "not offerable".
      expect(
        refusal(() =>
          when(given(made('o1'), accepted(), reserved), makeOffer({ propertyStatus: 'reserved' })),
        ).code,
      ).toBe('sale_in_progress');
    });
  });

  describe('negotiating', () => {
    it('lets staff present an offer once', () => {
      const state = after(given(made('o1')), { type: 'PresentOffer', offerId: 'o1', now: NOW });
      expect(state.offers.o1.presented).toBe(true);
      expect(when(state, { type: 'PresentOffer', offerId: 'o1', now: NOW })).toEqual([]);
    });

    it('counters both ways, each round in turn', () => {
      let state = after(given(made('o1')), {
        type: 'CounterOffer',
        offerId: 'o1',
        by: 'seller',
        amountEur: 950_000,
        conditions: 'Sin muebles',
        validUntil: '2026-12-12',
        now: NOW,
      });
      expect(state.offers.o1.status).toBe('awaiting_buyer');
      // The seller cannot counter twice in a row.
      expect(
        refusal(() =>
          when(state, {
            type: 'CounterOffer',
            offerId: 'o1',
            by: 'seller',
            amountEur: 940_000,
            conditions: '',
            validUntil: '2026-12-12',
            now: NOW,
          }),
        ).code,
      ).toBe('offer_status_conflict');
      state = after(state, {
        type: 'CounterOffer',
        offerId: 'o1',
        by: 'buyer',
        clientId: BUYER,
        amountEur: 920_000,
        conditions: '',
        validUntil: '2026-12-14',
        now: NOW,
      });
      expect(state.offers.o1.status).toBe('awaiting_seller');
      expect(state.offers.o1.rounds.map((round) => [round.by, round.amountEur])).toEqual([
        ['buyer', 900_000],
        ['seller', 950_000],
        ['buyer', 920_000],
      ]);
    });

    it('hides another buyer’s offer from a buyer', () => {
      const state = given(made('o1'));
      expect(
        refusal(() => when(state, { type: 'WithdrawOffer', offerId: 'o1', clientId: OTHER_BUYER, now: NOW }))
          .code,
      ).toBe('offer_not_found');
    });

    it('refuses an answer to an offer whose validity has run out', () => {
      const late = endOfMadridDay('2026-12-10').toISOString();
      expect(
        refusal(() =>
          when(given(made('o1')), {
            type: 'AnswerOffer',
            offerId: 'o1',
            by: 'seller',
            answer: 'accept',
            now: late,
          }),
        ).details,
      ).toMatchObject({ status: 'expired' });
    });

    it('lets the buyer withdraw an open offer only', () => {
      const state = after(given(made('o1')), {
        type: 'WithdrawOffer',
        offerId: 'o1',
        clientId: BUYER,
        now: NOW,
      });
      expect(state.offers.o1.status).toBe('withdrawn');
      expect(
        refusal(() => when(state, { type: 'WithdrawOffer', offerId: 'o1', clientId: BUYER, now: NOW })).code,
      ).toBe('offer_status_conflict');
    });

    it('records a rejection by either side', () => {
      const state = after(given(made('o1')), {
        type: 'AnswerOffer',
        offerId: 'o1',
        by: 'seller',
        answer: 'reject',
        now: NOW,
      });
      expect(state.offers.o1.status).toBe('rejected');
    });
  });

  describe('accepting', () => {
    it('closes every other open offer in the same decision', () => {
      const withdrawn: SaleEvent = { type: 'OfferWithdrawn', data: { offerId: 'o3', withdrawnAt: NOW } };
      const state = given(made('o1'), made('o2', OTHER_BUYER), made('o3'), withdrawn);
      const events = when(state, {
        type: 'AnswerOffer',
        offerId: 'o2',
        by: 'seller',
        answer: 'accept',
        now: NOW,
      });
      expect(events.map((event) => [event.type, (event.data as { offerId: string }).offerId])).toEqual([
        ['OfferAccepted', 'o2'],
        ['OfferClosed', 'o1'],
      ]);
      const next = events.reduce(saleDecider.evolve, state);
      expect(next.deal).toMatchObject({ offerId: 'o2', stage: 'offer_accepted', amountEur: 900_000 });
    });

    it('accepts at most one offer per property', () => {
      const state = after(given(made('o1'), made('o2', OTHER_BUYER)), {
        type: 'AnswerOffer',
        offerId: 'o1',
        by: 'seller',
        answer: 'accept',
        now: NOW,
      });
      expect(
        refusal(() =>
          when(state, { type: 'AnswerOffer', offerId: 'o2', by: 'seller', answer: 'accept', now: NOW }),
        ).code,
      ).toBe('offer_status_conflict');
    });

    it('lets the buyer accept the seller’s counter at its amount', () => {
      let state = after(given(made('o1')), {
        type: 'CounterOffer',
        offerId: 'o1',
        by: 'seller',
        amountEur: 950_000,
        conditions: '',
        validUntil: '2026-12-12',
        now: NOW,
      });
      state = after(state, {
        type: 'AnswerOffer',
        offerId: 'o1',
        by: 'buyer',
        clientId: BUYER,
        answer: 'accept',
        now: NOW,
      });
      expect(state.offers.o1.status).toBe('accepted');
      expect(state.deal?.amountEur).toBe(950_000);
    });
  });

  describe('expiry', () => {
    const end = endOfMadridDay('2026-12-10').toISOString();

    it('expires the open round at the end of its day', () => {
      expect(when(given(made('o1')), { type: 'ExpireOffer', offerId: 'o1', round: 0, now: end })).toEqual([
        { type: 'OfferExpired', data: { offerId: 'o1', round: 0, expiredAt: end } },
      ]);
    });

    it('does nothing for an answered offer, a round countered since, or before the day ends', () => {
      expect(
        when(given(made('o1'), accepted()), { type: 'ExpireOffer', offerId: 'o1', round: 0, now: end }),
      ).toEqual([]);
      const countered: SaleEvent = {
        type: 'OfferCountered',
        data: {
          offerId: 'o1',
          by: 'seller',
          round: 1,
          amountEur: 1,
          conditions: '',
          validUntil: '2026-12-20',
          counteredAt: NOW,
        },
      };
      expect(
        when(given(made('o1'), countered), { type: 'ExpireOffer', offerId: 'o1', round: 0, now: end }),
      ).toEqual([]);
      expect(when(given(made('o1')), { type: 'ExpireOffer', offerId: 'o1', round: 0, now: NOW })).toEqual([]);
      expect(when(given(), { type: 'ExpireOffer', offerId: 'nope', round: 0, now: end })).toEqual([]);
    });
  });

  describe('the deal', () => {
    const dealt = () => given(made('o1', BUYER, 875_555), accepted('o1', 875_555));

    it('reserves with a default deposit of 10 % rounded to the euro', () => {
      expect(
        when(dealt(), {
          type: 'ReserveSale',
          propertyId: PROPERTY,
          depositEur: null,
          depositDueOn: '2026-12-05',
          now: NOW,
        }),
      ).toEqual([
        {
          type: 'SaleReserved',
          data: {
            propertyId: PROPERTY,
            offerId: 'o1',
            depositEur: 87_556,
            depositDueOn: '2026-12-05',
            reservedAt: NOW,
          },
        },
      ]);
    });

    it('runs reserved, deposit received, completed with the commission and its IVA', () => {
      let state = after(dealt(), {
        type: 'ReserveSale',
        propertyId: PROPERTY,
        depositEur: 50_000,
        depositDueOn: '2026-12-05',
        now: NOW,
      });
      state = after(state, {
        type: 'RecordDepositReceived',
        propertyId: PROPERTY,
        receivedOn: '2026-12-04',
        now: NOW,
      });
      expect(
        refusal(() =>
          when(state, {
            type: 'RecordDepositReceived',
            propertyId: PROPERTY,
            receivedOn: '2026-12-04',
            now: NOW,
          }),
        ).code,
      ).toBe('sale_stage_conflict');
      const [completed] = when(state, {
        type: 'CompleteSale',
        propertyId: PROPERTY,
        deedDate: '2027-01-15',
        finalPriceEur: 870_001,
        commissionPercent: 3,
        now: NOW,
      });
      expect(completed.data).toMatchObject({
        commissionEur: 26_100.03,
        commissionVatEur: 5_481.01,
        commissionPercent: 3,
      });
      state = saleDecider.evolve(state, completed);
      expect(refusal(() => when(state, makeOffer())).code).toBe('property_not_offerable');
      expect(
        refusal(() =>
          when(state, { type: 'RecordSaleFellThrough', propertyId: PROPERTY, reason: 'x', now: NOW }),
        ).code,
      ).toBe('sale_stage_conflict');
    });

    it('completes without a commission when there is no mandate', () => {
      const state = after(dealt(), {
        type: 'ReserveSale',
        propertyId: PROPERTY,
        depositEur: null,
        depositDueOn: '2026-12-05',
        now: NOW,
      });
      const [completed] = when(state, {
        type: 'CompleteSale',
        propertyId: PROPERTY,
        deedDate: '2027-01-15',
        finalPriceEur: 870_000,
        commissionPercent: null,
        now: NOW,
      });
      expect(completed.data).toMatchObject({ commissionEur: null, commissionVatEur: null });
    });

    it('refuses steps out of order', () => {
      expect(
        refusal(() =>
          when(given(made('o1')), {
            type: 'ReserveSale',
            propertyId: PROPERTY,
            depositEur: null,
            depositDueOn: '2026-12-05',
            now: NOW,
          }),
        ).code,
      ).toBe('sale_stage_conflict');
      expect(
        refusal(() =>
          when(dealt(), {
            type: 'CompleteSale',
            propertyId: PROPERTY,
            deedDate: '2027-01-15',
            finalPriceEur: 1,
            commissionPercent: 3,
            now: NOW,
          }),
        ).code,
      ).toBe('sale_stage_conflict');
    });

    it('after falling through closes the offer and takes new offers again', () => {
      const state = after(dealt(), {
        type: 'RecordSaleFellThrough',
        propertyId: PROPERTY,
        reason: 'Hipoteca denegada',
        now: NOW,
      });
      expect(state.offers.o1.status).toBe('closed');
      expect(state.deal?.stage).toBe('fell_through');
      expect(when(state, makeOffer())).toHaveLength(1);
    });
  });

  it('computes commissions to the cent', () => {
    expect(commissionOf(1_000_000, 3)).toEqual({ commissionEur: 30_000, commissionVatEur: 6_300 });
    expect(commissionOf(333_333, 2.5)).toEqual({ commissionEur: 8_333.33, commissionVatEur: 1_750 });
  });

  it('reads Madrid dates', () => {
    expect(madridDate('2026-12-01T23:30:00Z')).toBe('2026-12-02');
    expect(endOfMadridDay('2026-12-10').toISOString()).toBe('2026-12-10T23:00:00.000Z');
    expect(endOfMadridDay('2026-07-10').toISOString()).toBe('2026-07-10T22:00:00.000Z');
  });
});
