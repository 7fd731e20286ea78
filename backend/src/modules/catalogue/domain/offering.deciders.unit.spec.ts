import { DomainError } from '../../../platform/domain/domain-error';
import { specFor } from '../../../platform/testing/given-when-then';
import type { ExperienceDetails, ServiceDetails } from './offering';
import { experienceDecider, serviceDecider } from './offering.deciders';

describe('service decider', () => {
  const given = specFor(serviceDecider);
  const command = {
    serviceId: 'private-chef',
    position: 0,
    listedAt: '2026-11-01T00:00:00.000Z',
    details: { priceFromEur: 450 } as ServiceDetails,
  };

  it('lists a service once', () => {
    const events = given([]).when(command);
    expect(events).toEqual([{ type: 'ServiceListed', data: command }]);
    expect(() => given(events).when(command)).toThrow(DomainError);
  });

  it('refuses a price that is not a positive whole number', () => {
    expect(() => given([]).when({ ...command, details: { priceFromEur: 12.5 } as ServiceDetails })).toThrow(
      'whole number',
    );
  });
});

describe('experience decider', () => {
  const given = specFor(experienceDecider);
  const command = {
    experienceId: 'yacht',
    position: 1,
    listedAt: '2026-11-01T00:00:00.000Z',
    details: { priceEur: 1900, type: 'vip' } as ExperienceDetails,
  };

  it('lists an experience once', () => {
    const events = given([]).when(command);
    expect(events).toEqual([{ type: 'ExperienceListed', data: command }]);
    expect(() => given(events).when(command)).toThrow('listed already');
  });
});
