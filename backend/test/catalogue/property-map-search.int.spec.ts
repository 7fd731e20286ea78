import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import type { PropertyDetails } from '../../src/modules/catalogue/domain/property';
import { propertyMapSql } from '../../src/modules/catalogue/queries/get-property-map/property-map-sql';
import { bearer, register } from '../support/accounts';
import { signInStaff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';
import { propertyInput } from './property-fixtures';

/**
 * Map filters on a catalogue of its own (lng, lat):
 *   on-edge    (-3.8, 43.46)      villa      1 000 000  4 bed
 *   inside     (-3.79, 43.465)    apartment    400 000  2 bed
 *   in-notch   (-3.785, 43.48)    apartment    450 000  2 bed   (in the notch of the U below)
 *   far-west   (-4.3051, 43.3829) house        900 000  4 bed
 *   hidden     exact (-3.7712, 43.4838), shown at its grid cell's centre (-3.775, 43.485)
 *   no-point   no coordinates
 *   draft      (-3.79, 43.465), a draft: never public
 */
describe('map search (bbox, area, /api/properties/map)', () => {
  let api: TestApi;
  const HIDDEN_EXACT = { lat: 43.4838, lng: -3.7712 };
  const HIDDEN_SHOWN = { lat: 43.485, lng: -3.775 };

  const place = (
    id: string,
    coordinates: { lat: number; lng: number } | null,
    more: { type?: PropertyDetails['type']; priceEur?: number; bedrooms?: number; hidden?: boolean } = {},
  ) => {
    const details = propertyInput({ reference: `CC-MAP-${id.toUpperCase()}` });
    details.address = { ...details.address, coordinates, hideExactLocation: more.hidden ?? false };
    details.type = more.type ?? 'villa';
    details.price = { ...details.price, saleEur: more.priceEur ?? 1_000_000 };
    details.specifications = { ...details.specifications, bedrooms: more.bedrooms ?? 4 };
    return details;
  };

  beforeAll(async () => {
    api = await startTestApi();
    const commands = api.app.get(CommandBus);
    const list = (id: string, details: PropertyDetails, status: 'active' | 'draft' = 'active') =>
      commands.execute(new ListPropertyCommand(id, details, '2026-11-20T09:00:00.000Z', status));
    await list('on-edge', place('on-edge', { lat: 43.46, lng: -3.8 }));
    await list(
      'inside',
      place('inside', { lat: 43.465, lng: -3.79 }, { type: 'apartment', priceEur: 400_000, bedrooms: 2 }),
    );
    await list(
      'in-notch',
      place('in-notch', { lat: 43.48, lng: -3.785 }, { type: 'apartment', priceEur: 450_000, bedrooms: 2 }),
    );
    await list(
      'far-west',
      place('far-west', { lat: 43.3829, lng: -4.3051 }, { type: 'house', priceEur: 900_000 }),
    );
    await list('hidden', place('hidden', HIDDEN_EXACT, { hidden: true }));
    await list('no-point', place('no-point', null));
    await list('draft', place('draft', { lat: 43.465, lng: -3.79 }), 'draft');
  });
  afterAll(() => api.close());

  async function ids(query: string): Promise<string[]> {
    const response = await api.http().get(`/api/properties${query}`);
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${response.text}`);
    return (response.body.items as { id: string }[]).map((item) => item.id).sort();
  }

  async function mapOf(query: string) {
    const response = await api.http().get(`/api/properties/map${query}`);
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${response.text}`);
    return response.body as {
      items: { id: string; lat: number; lng: number; priceEur: number; approximate: boolean }[];
      total: number;
      capped: boolean;
    };
  }

  describe('bbox', () => {
    it('counts a point on the edge or corner as inside, and one just outside as outside', async () => {
      // on-edge sits on the west edge and the south-west corner.
      expect(await ids('?bbox=-3.8,43.46,-3.78,43.47')).toEqual(['inside', 'on-edge']);
      expect(await ids('?bbox=-3.8,43.45,-3.78,43.47')).toEqual(['inside', 'on-edge']);
      // A hundred-thousandth of a degree (about a metre) east of it.
      expect(await ids('?bbox=-3.79999,43.45,-3.78,43.47')).toEqual(['inside']);
      expect(await ids('?bbox=-3.81,43.46001,-3.78,43.47')).toEqual(['inside']);
    });

    it('pages the matches in the asked order, with the total', async () => {
      // Listed at the same time: newest first, then by id.
      const page = await api.http().get('/api/properties?bbox=-180,-90,180,90&limit=2&offset=1').expect(200);
      expect(page.body.items.map((item: { id: string }) => item.id)).toEqual(['hidden', 'in-notch']);
      expect(page.body).toMatchObject({ total: 5, nextOffset: 3 });
      const cheapest = await api.http().get('/api/properties?bbox=-180,-90,180,90&sort=price_asc&limit=2');
      expect(cheapest.body.items.map((item: { id: string }) => item.id)).toEqual(['inside', 'in-notch']);
    });

    it('never matches a property without coordinates, nor a draft', async () => {
      const world = await ids('?bbox=-180,-90,180,90');
      expect(world).toEqual(['far-west', 'hidden', 'in-notch', 'inside', 'on-edge']);
      expect(await ids('')).toContain('no-point');
    });
  });

  describe('area', () => {
    // A triangle whose long edge runs from (-3.81, 43.45) to (-3.79, 43.47), through on-edge's point.
    const triangle = (shiftLat: number) =>
      [
        [-3.81, 43.45],
        [-3.79, 43.47],
        [-3.78, 43.45],
      ]
        .map(([lng, lat]) => `${lng},${(lat + shiftLat).toFixed(6)}`)
        .join(';');

    it('keeps a point on an edge of the polygon, and loses it when the edge moves a hair away', async () => {
      expect(await ids(`?area=${triangle(0)}`)).toEqual(['inside', 'on-edge']);
      // A millionth of a degree south (about 11 cm): the point is now above the edge.
      expect(await ids(`?area=${triangle(-0.000001)}`)).toEqual(['inside']);
    });

    it('keeps a point on a corner of the polygon', async () => {
      expect(await ids('?area=-3.8,43.46;-3.79,43.455;-3.79,43.47')).toEqual(['inside', 'on-edge']);
    });

    // A "U" open to the north: arms from -3.80 to -3.79 and from -3.78 to -3.77, the notch between them
    // from latitude 43.47 up.
    const U =
      '-3.80,43.455;-3.77,43.455;-3.77,43.49;-3.78,43.49;-3.78,43.47;-3.79,43.47;-3.79,43.49;-3.80,43.49';

    it('leaves out a point in the notch of a concave polygon, which its bounding box holds', async () => {
      expect(await ids(`?area=${U}`)).toEqual(['hidden', 'inside', 'on-edge']);
      expect(await ids('?bbox=-3.80,43.455,-3.77,43.49')).toEqual([
        'hidden',
        'in-notch',
        'inside',
        'on-edge',
      ]);
    });

    it('combines with the other filters and with bbox', async () => {
      expect(await ids(`?area=${U}&type=apartment`)).toEqual(['inside']);
      expect(await ids(`?area=${U}&priceMin=500000&bedroomsMin=3`)).toEqual(['hidden', 'on-edge']);
      expect(await ids(`?area=${U}&bbox=-3.795,43.45,-3.76,43.5`)).toEqual(['hidden', 'inside']);
      const map = await mapOf(`?area=${U}&type=villa&priceMax=1000000`);
      expect(map.items.map((item) => item.id).sort()).toEqual(['hidden', 'on-edge']);
      expect(map.total).toBe(2);
    });
  });

  describe('a property whose owner hides the exact location', () => {
    it('is found by its public point only, so no small area can tell where it really is', async () => {
      const aroundExact = '?bbox=-3.7722,43.4828,-3.7702,43.4848';
      expect(await ids(aroundExact)).toEqual([]);
      expect(await ids('?area=-3.7713,43.4837;-3.7711,43.4837;-3.7712,43.4839')).toEqual([]);
      expect(await ids('?bbox=-3.7751,43.4849,-3.7749,43.4851')).toEqual(['hidden']);
    });

    it('is shown at its public point, never the exact one, in every public answer', async () => {
      const map = await mapOf('');
      expect(map.items.find((item) => item.id === 'hidden')).toEqual({
        id: 'hidden',
        ...HIDDEN_SHOWN,
        priceEur: 1_000_000,
        approximate: true,
      });
      expect(map.items.find((item) => item.id === 'on-edge')).toMatchObject({
        lat: 43.46,
        lng: -3.8,
        approximate: false,
      });
      const detail = await api.http().get('/api/properties/hidden').expect(200);
      expect(detail.body.address.coordinates).toEqual(HIDDEN_SHOWN);
      expect(detail.body.address.approximateLocation).toBe(true);
      expect(detail.body.address).not.toHaveProperty('hideExactLocation');
      const answers = await Promise.all(
        [
          '/api/properties/hidden',
          '/api/properties',
          '/api/properties/map',
          '/api/properties/hidden/similar',
          '/api/properties/compare?ids=hidden,on-edge',
        ].map((path) => api.http().get(path)),
      );
      for (const answer of answers) {
        expect(answer.text).not.toContain(String(HIDDEN_EXACT.lat));
        expect(answer.text).not.toContain(String(HIDDEN_EXACT.lng));
      }
    });

    it('keeps its exact point and the switch in the back office', async () => {
      const staff = await signInStaff(api);
      const response = await api
        .http()
        .get('/api/admin/properties/hidden')
        .set(staff.headers.admin)
        .expect(200);
      expect(response.body.address).toMatchObject({ coordinates: HIDDEN_EXACT, hideExactLocation: true });
      expect(response.body.address).not.toHaveProperty('approximateLocation');
    });
  });

  describe('GET /api/properties/map', () => {
    it('answers every public property with a point, newest first, with the total (a static route, not a property)', async () => {
      const map = await mapOf('');
      expect(map.items.map((item) => item.id).sort()).toEqual([
        'far-west',
        'hidden',
        'in-notch',
        'inside',
        'on-edge',
      ]);
      expect(map).toMatchObject({ total: 5, capped: false });
    });

    it('sends at most the cap and counts every match', async () => {
      const area = [
        { lng: -3.9, lat: 43.4 },
        { lng: -3.7, lat: 43.4 },
        { lng: -3.7, lat: 43.5 },
        { lng: -3.9, lat: 43.5 },
      ];
      const { sql, params } = propertyMapSql({ area }, 2);
      const connection = api.app.get(EntityManager).fork().getConnection();
      const rows = await connection.execute<{ id: string; total: number }[]>(sql, params);
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.total === 4)).toBe(true);
    });

    it('takes no sort or paging', async () => {
      const response = await api.http().get('/api/properties/map?limit=10').expect(400);
      expect(response.body.error.details).toEqual([
        expect.objectContaining({ field: 'limit', code: 'unknown_field' }),
      ]);
    });
  });

  describe('invalid map filters', () => {
    const circle = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const angle = (2 * Math.PI * i) / n;
        return `${(-3.8 + 0.05 * Math.cos(angle)).toFixed(6)},${(43.45 + 0.05 * Math.sin(angle)).toFixed(6)}`;
      }).join(';');

    it.each([
      ['bbox', '-3.8,43.46,-3.78', 'four numbers'],
      ['bbox', '-3.8,43.46,abc,43.47', 'decimal numbers'],
      ['bbox', '-3.8,43.46,-3.78,95', 'between -90 and 90'],
      ['bbox', '-3.78,43.46,-3.8,43.47', 'west must be less than east'],
      ['area', '-3.8,43.46;-3.79,43.47', 'at least 3 corners'],
      ['area', '-3.8,43.46;x,43.47;-3.79,43.45', 'lng,lat'],
      ['area', '-3.8,43.46;-200,43.47;-3.79,43.45', 'between -180 and 180'],
      ['area', '-3.8,43.46;-3.78,43.48;-3.78,43.46;-3.8,43.48', 'must not cross itself'],
      ['area', '-3.8,43.46;-3.79,43.47;-3.78,43.48', 'enclose a surface'],
      ['area', circle(101), 'at most 100 corners'],
    ])('%s=%s is a 400 naming the field', async (field, value, message) => {
      for (const path of ['/api/properties', '/api/properties/map']) {
        const response = await api
          .http()
          .get(path)
          .query({ [field]: value })
          .expect(400);
        expect(response.body.error.code).toBe('validation_failed');
        expect(response.body.error.details).toEqual([
          { field, code: `invalid_${field}`, message: expect.stringContaining(message) },
        ]);
      }
    });

    it('refuses a repeated parameter', async () => {
      const response = await api.http().get('/api/properties?bbox=1,2,3,4&bbox=1,2,3,4').expect(400);
      expect(response.body.error.details[0]).toMatchObject({ field: 'bbox' });
    });
  });

  it('a saved search refuses the map filters (they are not saved yet) instead of storing them', async () => {
    const client = await register(api, 'map-client@example.com');
    const response = await api
      .http()
      .post('/api/me/saved-searches')
      .set(bearer(client))
      .send({ name: 'Zona', filters: { type: ['villa'], bbox: '-3.8,43.46,-3.78,43.47' }, frequency: 'none' })
      .expect(400);
    expect(response.body.error.details).toEqual([
      expect.objectContaining({ field: 'filters.bbox', code: 'unknown_field' }),
    ]);
  });
});
