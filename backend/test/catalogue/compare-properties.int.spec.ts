import { CommandBus } from '@nestjs/cqrs';
import { ChangePropertyStatusCommand } from '../../src/modules/catalogue/commands/change-property-status/change-property-status.command';
import { DeletePropertyCommand } from '../../src/modules/catalogue/commands/delete-property/delete-property.command';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import { startTestApi, type TestApi } from '../support/test-api';
import { propertyInput } from './property-fixtures';

/**
 * The sample catalogue (six public properties) plus a draft, a withdrawn, a deleted and a sold property.
 */
describe('compare properties', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    const commands = api.app.get(CommandBus);
    const list = (id: string, reference: string, status: 'draft' | 'active' = 'active') =>
      commands.execute(
        new ListPropertyCommand(id, propertyInput({ reference }), '2026-11-01T09:00:00.000Z', status),
      );
    await list('draft-villa', 'CC-CMP-1', 'draft');
    await list('withdrawn-villa', 'CC-CMP-2');
    await commands.execute(new ChangePropertyStatusCommand('withdrawn-villa', 'withdrawn'));
    await list('deleted-villa', 'CC-CMP-3');
    await commands.execute(new DeletePropertyCommand('deleted-villa'));
    await list('sold-villa', 'CC-CMP-4');
    await commands.execute(new ChangePropertyStatusCommand('sold-villa', 'sold'));
  });
  afterAll(() => api.close());

  const compare = (ids: string) => api.http().get(`/api/properties/compare?ids=${ids}`);

  it('answers the properties in the order asked, with the facts of the comparison', async () => {
    const response = await compare(
      'atico-puerto-castro-urdiales,villa-sardinero-santander,duplex-acantilado-suances',
    ).expect(200);
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([
      'atico-puerto-castro-urdiales',
      'villa-sardinero-santander',
      'duplex-acantilado-suances',
    ]);
    expect(response.body.unavailable).toEqual([]);
    // The seed's villa, as its listing states it.
    expect(response.body.items[1]).toMatchObject({
      id: 'villa-sardinero-santander',
      status: 'active',
      type: 'villa',
      location: 'santander',
      priceEur: 2_850_000,
      communityFeesEur: null,
      propertyTaxEur: 4200,
      sizePlotM2: 1200,
      yearBuilt: 2008,
      energyRating: 'B',
    });
    const villa = response.body.items[1];
    for (const field of ['pricePerM2Eur', 'sizeBuiltM2', 'bedrooms', 'bathrooms', 'beachDistanceM'])
      expect(typeof villa[field]).toBe('number');
    expect(Array.isArray(villa.amenities)).toBe(true);
    expect(villa.coverImage).toHaveProperty('url');
    // The exact position stays on the property page's terms, never in a comparison.
    expect(JSON.stringify(response.body)).not.toMatch(/coordinates|"lat"|"lng"/);
    expect(villa).not.toHaveProperty('agent');
  });

  it('keeps a sold property and lists the ids that are not public as unavailable, in the order asked', async () => {
    const response = await compare(
      'unknown-villa,sold-villa,draft-villa,villa-sardinero-santander,withdrawn-villa',
    ).expect(400);
    expect(response.body.error.code).toBe('validation_failed');

    const four = await compare('unknown-villa,sold-villa,draft-villa,withdrawn-villa').expect(200);
    expect(four.body.items.map((item: { id: string }) => item.id)).toEqual(['sold-villa']);
    expect(four.body.unavailable).toEqual(['unknown-villa', 'draft-villa', 'withdrawn-villa']);

    const deleted = await compare('deleted-villa,villa-sardinero-santander').expect(200);
    expect(deleted.body.items.map((item: { id: string }) => item.id)).toEqual(['villa-sardinero-santander']);
    expect(deleted.body.unavailable).toEqual(['deleted-villa']);
  });

  it('takes the ids repeated as well as comma-separated', async () => {
    const response = await api
      .http()
      .get('/api/properties/compare?ids=villa-sardinero-santander&ids=sold-villa')
      .expect(200);
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([
      'villa-sardinero-santander',
      'sold-villa',
    ]);
  });

  it.each([
    ['no ids', '', 'required'],
    ['only blanks', '?ids=,%20,', 'required'],
    ['five ids', '?ids=a-1,a-2,a-3,a-4,a-5', 'too_many'],
    ['a repeated id', '?ids=villa-sardinero-santander,villa-sardinero-santander', 'duplicate'],
    ['a malformed id', '?ids=villa-sardinero-santander,Not_An_Id', 'invalid_property_id'],
  ])('refuses %s with 400 in the shared error shape', async (_, query, code) => {
    const response = await api.http().get(`/api/properties/compare${query}`).expect(400);
    expect(response.body.error).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ field: 'ids', code })],
    });
    expect(typeof response.body.error.message).toBe('string');
  });
});
