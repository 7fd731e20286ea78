import { replay } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { maskEmail, maskPhone } from './contact-masks';
import { mandateDecider, type MandateCommand } from './mandate.decider';
import type { MandateEvent, MandateTerms, SellerDetails } from './mandate.events';

const NOW = '2026-12-02T11:00:00.000Z';
const propertyId = 'villa-sardinero-santander';
const sellerId = '5e11e400-0000-4000-8000-000000000001';
const TERMS: MandateTerms = {
  exclusive: true,
  commissionPercent: 3.5,
  startsOn: '2026-12-01',
  endsOn: '2027-06-01',
  askingPriceEur: 2_450_000,
};
const DETAILS: SellerDetails = {
  name: 'Marta Ruiz Sainz',
  email: 'marta.ruiz@example.com',
  phone: '+34 612 345 612',
  language: 'es',
};

const record = (terms: Partial<MandateTerms> = {}): MandateCommand => ({
  type: 'RecordMandate',
  propertyId,
  terms: { ...TERMS, ...terms },
  now: NOW,
});
const add = (id = sellerId): MandateCommand => ({
  type: 'AddSeller',
  propertyId,
  sellerId: id,
  details: DETAILS,
  now: NOW,
});
const seller = (type: 'UpdateSeller' | 'RemoveSeller' | 'EraseSeller'): MandateCommand =>
  type === 'UpdateSeller'
    ? { type, propertyId, sellerId, details: { ...DETAILS, language: 'en' }, now: NOW }
    : { type, propertyId, sellerId, now: NOW };

/** given the events, when the command, then what it decides. */
function when(given: MandateEvent[], command: MandateCommand): MandateEvent[] {
  return mandateDecider.decide(command, replay(mandateDecider, given));
}

function failure(given: MandateEvent[], command: MandateCommand): DomainError {
  try {
    when(given, command);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

const recorded: MandateEvent = {
  type: 'MandateRecorded',
  data: { propertyId, ...TERMS, replaced: false, recordedAt: NOW },
};
const added: MandateEvent = {
  type: 'SellerAdded',
  data: { propertyId, sellerId, ...DETAILS, addedAt: NOW },
};
const removed: MandateEvent = { type: 'SellerRemoved', data: { propertyId, sellerId, removedAt: NOW } };
const erased: MandateEvent = { type: 'SellerErased', data: { propertyId, sellerId, erasedAt: NOW } };

describe('mandate decider', () => {
  it('records a first mandate, then replaces it; the same terms again record nothing', () => {
    expect(when([], record())).toEqual([recorded]);
    expect(when([recorded], record({ commissionPercent: 4 }))).toEqual([
      {
        type: 'MandateRecorded',
        data: { propertyId, ...TERMS, commissionPercent: 4, replaced: true, recordedAt: NOW },
      },
    ]);
    expect(when([recorded], record())).toEqual([]);
  });

  it.each([
    [{ commissionPercent: 0 }, 'commissionPercent', 'mandate_commission_invalid'],
    [{ commissionPercent: 10.01 }, 'commissionPercent', 'mandate_commission_invalid'],
    [{ commissionPercent: 3.333 }, 'commissionPercent', 'mandate_commission_invalid'],
    [{ askingPriceEur: 0 }, 'askingPriceEur', 'mandate_price_invalid'],
    [{ askingPriceEur: 1000.5 }, 'askingPriceEur', 'mandate_price_invalid'],
    [{ startsOn: '2026-02-30' }, 'startsOn', 'mandate_date_invalid'],
    [{ endsOn: '2026-12-01' }, 'endsOn', 'mandate_ends_before_start'],
    [{ endsOn: '2026-11-01' }, 'endsOn', 'mandate_ends_before_start'],
  ])('refuses terms %j, naming %s', (terms, field, code) => {
    const error = failure([], record(terms));
    expect(error.code).toBe('invalid_mandate');
    expect(error.kind).toBe('invalid');
    expect(error.details?.fields).toEqual([expect.objectContaining({ field, code })]);
  });

  it('takes a commission of exactly 10 % and of 0.01 %', () => {
    expect(when([], record({ commissionPercent: 10 }))).toHaveLength(1);
    expect(when([], record({ commissionPercent: 0.01 }))).toHaveLength(1);
    expect(when([], record({ commissionPercent: 2.35 }))).toHaveLength(1);
  });

  it('adds a seller once, with a mandate or before it', () => {
    expect(when([], add())).toEqual([added]);
    expect(when([recorded], add())).toEqual([added]);
    expect(failure([added], add()).code).toBe('seller_exists');
  });

  it('keeps to ten active sellers', () => {
    const ten = Array.from({ length: 10 }, (_, index): MandateEvent => ({
      type: 'SellerAdded',
      data: { propertyId, sellerId: `s-${index}`, ...DETAILS, addedAt: NOW },
    }));
    expect(failure(ten, add()).code).toBe('too_many_sellers');
    const oneRemoved: MandateEvent = {
      type: 'SellerRemoved',
      data: { propertyId, sellerId: 's-0', removedAt: NOW },
    };
    expect(when([...ten, oneRemoved], add())).toHaveLength(1);
  });

  it('changes and removes an active seller only', () => {
    expect(when([added], seller('UpdateSeller'))).toEqual([
      {
        type: 'SellerUpdated',
        data: { propertyId, sellerId, ...DETAILS, language: 'en', updatedAt: NOW },
      },
    ]);
    expect(when([added], seller('RemoveSeller'))).toEqual([removed]);
    expect(failure([added, removed], seller('UpdateSeller')).code).toBe('seller_removed');
    expect(failure([added, removed], seller('RemoveSeller')).code).toBe('seller_removed');
    expect(failure([], seller('UpdateSeller')).code).toBe('seller_not_found');
    expect(failure([], seller('RemoveSeller')).kind).toBe('not_found');
  });

  it('erases a seller, active or removed, once; an erased seller cannot be changed', () => {
    expect(when([added], seller('EraseSeller'))).toEqual([erased]);
    expect(when([added, removed], seller('EraseSeller'))).toEqual([erased]);
    expect(failure([added, erased], seller('EraseSeller')).code).toBe('seller_erased');
    expect(failure([added, erased], seller('UpdateSeller')).code).toBe('seller_erased');
    expect(failure([], seller('EraseSeller')).code).toBe('seller_not_found');
  });
});

describe('contact masks', () => {
  it('keeps the first letter and the domain of an address', () => {
    expect(maskEmail('marta.ruiz@example.com')).toBe('m•••@example.com');
    expect(maskEmail('nonsense')).toBe('•••');
  });

  it('keeps the country code, the first digit and the last two of a phone', () => {
    expect(maskPhone('+34 612 345 612')).toBe('+34 6•• ••• •12');
    expect(maskPhone('+49 (30) 1234-5678')).toBe('+49 (3•) ••••-••78');
    expect(maskPhone('12 34')).toBe('•• 34');
  });
});
