import { CommandBus } from '@nestjs/cqrs';
import { ChangePropertyStatusCommand } from '../../src/modules/catalogue/commands/change-property-status/change-property-status.command';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import type { LocationKey, PropertyType } from '../../src/modules/catalogue/domain/catalogue-enums';
import { Pool } from 'pg';
import { insertProperties } from '../../src/bench/synthetic-properties';
import { startTestApi, type TestApi } from '../support/test-api';
import { propertyInput } from './property-fixtures';

/**
 * The sample catalogue (see property-search.int.spec.ts) plus:
 *   noja-studio-anchor   studio  noja      310 000  active
 *   noja-studio-old      studio  noja      300 000  active     listed 2026-01-01
 *   noja-studio-new      studio  noja      300 000  sold       listed 2026-06-01
 *   suances-studio       studio  suances   900 000  reserved
 *   draft-villa          villa   santander 2 850 000 draft      (never public)
 *   withdrawn-villa      villa   santander 2 850 000 withdrawn  (never public)
 */
interface Row {
  id: string;
  location: string;
  area: string;
  type: string;
  price_eur: number;
  listed_at: Date;
}

describe('similar properties', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    const commands = api.app.get(CommandBus);
    let reference = 0;
    const list = (
      id: string,
      fields: { type: PropertyType; location: LocationKey; area: string; priceEur: number },
      listedAt: string,
      status: 'draft' | 'active' = 'active',
    ) => {
      const base = propertyInput();
      return commands.execute(
        new ListPropertyCommand(
          id,
          {
            ...base,
            reference: `CC-SIM-${++reference}`,
            type: fields.type,
            location: fields.location,
            address: { ...base.address, area: fields.area },
            price: { ...base.price, saleEur: fields.priceEur },
          },
          listedAt,
          status,
        ),
      );
    };
    const studio = (location: LocationKey, area: string, priceEur: number) => ({
      type: 'studio' as const,
      location,
      area,
      priceEur,
    });
    await list('noja-studio-anchor', studio('noja', 'Playa de Ris', 310_000), '2026-03-01T09:00:00.000Z');
    await list('noja-studio-old', studio('noja', 'Trengandín', 300_000), '2026-01-01T09:00:00.000Z');
    await list('noja-studio-new', studio('noja', 'Centro', 300_000), '2026-06-01T09:00:00.000Z');
    await commands.execute(new ChangePropertyStatusCommand('noja-studio-new', 'sold'));
    await list('suances-studio', studio('suances', 'La Concha', 900_000), '2026-02-01T09:00:00.000Z');
    await commands.execute(new ChangePropertyStatusCommand('suances-studio', 'reserved'));
    const villa = { type: 'villa' as const, location: 'santander' as const, area: 'El Sardinero' };
    await list('draft-villa', { ...villa, priceEur: 2_850_000 }, '2026-11-20T09:00:00.000Z', 'draft');
    await list('withdrawn-villa', { ...villa, priceEur: 2_850_000 }, '2026-11-19T09:00:00.000Z');
    await commands.execute(new ChangePropertyStatusCommand('withdrawn-villa', 'withdrawn'));
  });
  afterAll(() => api.close());

  async function similar(id: string): Promise<string[]> {
    const response = await api.http().get(`/api/properties/${id}/similar`).expect(200);
    return response.body.map((item: { id: string }) => item.id);
  }

  it('ranks the same area or type first, then the closest price, then the newest', async () => {
    // Same location or type: the newer of the two equally priced studios first (sold still counts), then
    // the reserved studio of the same type, far in price, before a closer property of another type.
    expect(await similar('noja-studio-anchor')).toEqual([
      'noja-studio-new',
      'noja-studio-old',
      'suances-studio',
      'adosado-playa-salve-laredo',
    ]);
  });

  it('never shows the property itself nor a draft or withdrawn one, and stops at four', async () => {
    // Only the apartment shares Santander with the villa; the rest follow by closeness of price.
    expect(await similar('villa-sardinero-santander')).toEqual([
      'apartamento-centro-historico-santander',
      'casona-montanesa-comillas',
      'suances-studio',
      'atico-puerto-castro-urdiales',
    ]);
  });

  it('answers the card summary of each property', async () => {
    const response = await api.http().get('/api/properties/noja-studio-anchor/similar').expect(200);
    expect(response.body).toHaveLength(4);
    expect(response.body[0]).toMatchObject({
      id: 'noja-studio-new',
      status: 'sold',
      type: 'studio',
      location: 'noja',
      area: 'Centro',
      priceEur: 300_000,
      listedAt: '2026-06-01T09:00:00.000Z',
    });
    expect(response.body[0]).toHaveProperty('coverImage');
    expect(response.body[0]).not.toHaveProperty('details');
    expect(response.body[0]).not.toHaveProperty('gallery');
  });

  it('finds the four that sorting the whole catalogue finds, ties of price included', async () => {
    // 400 more listings of every location and type, with prices on a coarse grid so that many are equal.
    const pool = new Pool({ connectionString: api.config.databaseUrl, max: 1 });
    try {
      await insertProperties(pool, 400);
      await pool.query(
        `update catalogue_properties set price_eur = 100000 + (abs(hashtext(id)) % 25) * 50000 where id like 'bench-%'`,
      );
      const { rows } = await pool.query<Row>(
        `select id, location, area, type, price_eur, listed_at from catalogue_properties
          where status in ('active', 'reserved', 'sold')`,
      );
      for (const anchor of rows.filter((_, index) => index % 9 === 0)) {
        const sameKind = (row: Row) =>
          row.location === anchor.location || row.area === anchor.area || row.type === anchor.type ? 0 : 1;
        const expected = rows
          .filter((row) => row.id !== anchor.id)
          .sort(
            (a, b) =>
              sameKind(a) - sameKind(b) ||
              Math.abs(a.price_eur - anchor.price_eur) - Math.abs(b.price_eur - anchor.price_eur) ||
              b.listed_at.getTime() - a.listed_at.getTime() ||
              (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
          )
          .slice(0, 4)
          .map((row) => row.id);
        expect({ anchor: anchor.id, similar: await similar(anchor.id) }).toEqual({
          anchor: anchor.id,
          similar: expected,
        });
      }
    } finally {
      await pool.end();
    }
  });

  it.each(['unknown-property', 'draft-villa', 'withdrawn-villa', 'Not_An_Id'])(
    'answers 404 property_not_found for %s',
    async (id) => {
      const response = await api.http().get(`/api/properties/${id}/similar`).expect(404);
      expect(response.body.error).toMatchObject({ code: 'property_not_found' });
      expect(typeof response.body.error.message).toBe('string');
    },
  );
});
