import { DomainError } from '../../../platform/domain/domain-error';
import { specFor } from '../../../platform/testing/given-when-then';
import type { ExperienceDetails, ServiceDetails } from './offering';
import {
  experienceDecider,
  serviceDecider,
  type ExperienceCommand,
  type ServiceCommand,
} from './offering.deciders';
import type { ExperienceEvent, ServiceEvent } from './offering.events';

function domainError(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('service decider', () => {
  const given = specFor(serviceDecider);
  const details = { priceFromEur: 450, premium: true } as ServiceDetails;
  const list: ServiceCommand = {
    type: 'List',
    id: 'private-chef',
    listing: { position: 0, listedAt: '2026-11-01T00:00:00.000Z' },
    details,
  };
  const listed: ServiceEvent = {
    type: 'ServiceListed',
    data: { serviceId: 'private-chef', position: 0, listedAt: '2026-11-01T00:00:00.000Z', details },
  };
  const deleted: ServiceEvent = { type: 'ServiceDeleted', data: { serviceId: 'private-chef' } };

  it('lists a service once', () => {
    expect(given([]).when(list)).toEqual([listed]);
    expect(domainError(() => given([listed]).when(list)).code).toBe('service_already_listed');
  });

  it('refuses a price that is not a positive whole number', () => {
    expect(() => given([]).when({ ...list, details: { priceFromEur: 12.5 } as ServiceDetails })).toThrow(
      'whole number',
    );
  });

  it('revises the details, and records nothing when they did not change', () => {
    const revised = { ...details, priceFromEur: 500 };
    expect(given([listed]).when({ type: 'Revise', id: 'private-chef', details: revised })).toEqual([
      { type: 'ServiceRevised', data: { serviceId: 'private-chef', details: revised } },
    ]);
    expect(given([listed]).when({ type: 'Revise', id: 'private-chef', details: { ...details } })).toEqual([]);
    expect(
      domainError(() =>
        given([listed]).when({
          type: 'Revise',
          id: 'private-chef',
          details: { ...details, priceFromEur: 0 },
        }),
      ).code,
    ).toBe('invalid_price');
  });

  it('deletes a service; nothing can be done with it afterwards', () => {
    expect(given([listed]).when({ type: 'Delete', id: 'private-chef' })).toEqual([deleted]);
    const gone = [listed, deleted];
    expect(domainError(() => given(gone).when({ type: 'Delete', id: 'private-chef' })).code).toBe(
      'service_not_found',
    );
    expect(domainError(() => given(gone).when({ type: 'Revise', id: 'private-chef', details })).kind).toBe(
      'not_found',
    );
    expect(domainError(() => given(gone).when(list)).code).toBe('service_already_listed');
  });
});

describe('experience decider', () => {
  const given = specFor(experienceDecider);
  const details = {
    priceEur: 1900,
    type: 'vip',
    priceBasis: 'per_group',
    maxGuestsPerDate: 8,
  } as ExperienceDetails;
  const list: ExperienceCommand = {
    type: 'List',
    id: 'yacht',
    listing: { position: 1, listedAt: '2026-11-01T00:00:00.000Z' },
    details,
  };
  const listed: ExperienceEvent = {
    type: 'ExperienceListed',
    data: { experienceId: 'yacht', position: 1, listedAt: '2026-11-01T00:00:00.000Z', details },
  };

  it('lists an experience once', () => {
    expect(given([]).when(list)).toEqual([listed]);
    expect(() => given([listed]).when(list)).toThrow('listed already');
  });

  it('revises an experience from basic to VIP and back', () => {
    const basic = { ...details, type: 'basic' as const };
    const events = given([listed]).when({ type: 'Revise', id: 'yacht', details: basic });
    expect(events).toEqual([{ type: 'ExperienceRevised', data: { experienceId: 'yacht', details: basic } }]);
    expect(given([listed, ...events]).state()).toEqual({ listed: true, details: basic, translations: {} });
  });

  it.each([0, 501, 2.5])('refuses %s guests per date', (maxGuestsPerDate) => {
    expect(
      domainError(() => given([]).when({ ...list, details: { ...details, maxGuestsPerDate } })).code,
    ).toBe('invalid_capacity');
  });

  it('deletes an experience once', () => {
    const deleted = given([listed]).when({ type: 'Delete', id: 'yacht' });
    expect(deleted).toEqual([{ type: 'ExperienceDeleted', data: { experienceId: 'yacht' } }]);
    expect(domainError(() => given([listed, ...deleted]).when({ type: 'Delete', id: 'yacht' })).code).toBe(
      'experience_not_found',
    );
  });
});
