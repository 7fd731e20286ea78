import { CommandBus } from '@nestjs/cqrs';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import { ChangePropertyStatusCommand } from '../../src/modules/catalogue/commands/change-property-status/change-property-status.command';
import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import { startTestApi, type TestApi } from '../support/test-api';

/**
 * The sample catalogue (six public properties) plus a draft and a withdrawn villa that no search may show.
 *   villa-sardinero-santander      villa      santander        2 850 000  5 bed 5 bath 450 m2  pool
 *   apartamento-centro-historico.. apartment  santander          485 000  3 bed 2 bath 120 m2
 *   atico-puerto-castro-urdiales   penthouse  castro_urdiales    695 000  3 bed 2 bath 165 m2
 *   casona-montanesa-comillas      house      comillas         1 250 000  5 bed 4 bath 520 m2
 *   adosado-playa-salve-laredo     townhouse  laredo             395 000  3 bed 2 bath 165 m2
 *   duplex-acantilado-suances      duplex     suances            540 000  3 bed 2 bath 145 m2  pool
 */
describe('public property search', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    const commands = api.app.get(CommandBus);
    const villa = SAMPLE_PROPERTIES[0].details;
    await commands.execute(
      new ListPropertyCommand(
        'draft-villa',
        { ...villa, reference: 'CC-DRAFT-1' },
        '2026-11-20T09:00:00.000Z',
        'draft',
      ),
    );
    await commands.execute(
      new ListPropertyCommand(
        'withdrawn-villa',
        { ...villa, reference: 'CC-WD-1' },
        '2026-11-19T09:00:00.000Z',
      ),
    );
    await commands.execute(new ChangePropertyStatusCommand('withdrawn-villa', 'withdrawn'));
  });
  afterAll(() => api.close());

  async function search(query: string): Promise<{ ids: string[]; body: Record<string, unknown> }> {
    const response = await api.http().get(`/api/properties${query}`);
    if (response.status !== 200)
      throw new Error(`${query}: ${response.status} ${JSON.stringify(response.body)}`);
    return { ids: response.body.items.map((item: { id: string }) => item.id), body: response.body };
  }

  async function bad(query: string): Promise<{ field: string; code: string }[]> {
    const response = await api.http().get(`/api/properties${query}`).expect(400);
    expect(response.body.error.code).toBe('validation_failed');
    return response.body.error.details.map((d: { field: string; code: string }) => ({
      field: d.field,
      code: d.code,
    }));
  }

  it('without parameters answers every public property, newest first, as before', async () => {
    const { ids, body } = await search('');
    expect(ids).toEqual([
      'atico-puerto-castro-urdiales',
      'duplex-acantilado-suances',
      'apartamento-centro-historico-santander',
      'villa-sardinero-santander',
      'casona-montanesa-comillas',
      'adosado-playa-salve-laredo',
    ]);
    expect(body).toMatchObject({ total: 6, limit: 48, offset: 0, nextOffset: null });
  });

  it('filters by location, one or several (repeated or comma-separated)', async () => {
    expect((await search('?location=santander')).ids.sort()).toEqual([
      'apartamento-centro-historico-santander',
      'villa-sardinero-santander',
    ]);
    const comma = await search('?location=laredo,comillas');
    const repeated = await search('?location=laredo&location=comillas');
    expect(comma.ids.sort()).toEqual(['adosado-playa-salve-laredo', 'casona-montanesa-comillas']);
    expect(repeated.ids.sort()).toEqual(comma.ids.sort());
    expect((await search('?location=noja')).body).toMatchObject({ items: [], total: 0, nextOffset: null });
  });

  it('filters by type, one or several', async () => {
    expect((await search('?type=villa')).ids).toEqual(['villa-sardinero-santander']);
    expect((await search('?type=penthouse,duplex')).ids.sort()).toEqual([
      'atico-puerto-castro-urdiales',
      'duplex-acantilado-suances',
    ]);
  });

  it('filters by price range, bounds included', async () => {
    expect((await search('?priceMin=695000')).ids.sort()).toEqual([
      'atico-puerto-castro-urdiales',
      'casona-montanesa-comillas',
      'villa-sardinero-santander',
    ]);
    expect((await search('?priceMax=485000')).ids.sort()).toEqual([
      'adosado-playa-salve-laredo',
      'apartamento-centro-historico-santander',
    ]);
    expect((await search('?priceMin=485000&priceMax=540000')).ids.sort()).toEqual([
      'apartamento-centro-historico-santander',
      'duplex-acantilado-suances',
    ]);
    expect((await search('?priceMin=540000&priceMax=540000')).ids).toEqual(['duplex-acantilado-suances']);
  });

  it('filters by minimum bedrooms and bathrooms', async () => {
    expect((await search('?bedroomsMin=5')).ids.sort()).toEqual([
      'casona-montanesa-comillas',
      'villa-sardinero-santander',
    ]);
    expect((await search('?bathroomsMin=5')).ids).toEqual(['villa-sardinero-santander']);
    expect((await search('?bedroomsMin=0')).body.total).toBe(6);
    expect((await search('?bedroomsMin=6')).body.total).toBe(0);
  });

  it('filters by built size range, bounds included', async () => {
    expect((await search('?sizeMin=450')).ids.sort()).toEqual([
      'casona-montanesa-comillas',
      'villa-sardinero-santander',
    ]);
    expect((await search('?sizeMax=145')).ids.sort()).toEqual([
      'apartamento-centro-historico-santander',
      'duplex-acantilado-suances',
    ]);
    expect((await search('?sizeMin=165&sizeMax=165')).ids.sort()).toEqual([
      'adosado-playa-salve-laredo',
      'atico-puerto-castro-urdiales',
    ]);
  });

  it('keeps only properties with all of the features asked for', async () => {
    expect((await search('?features=pool')).ids.sort()).toEqual([
      'duplex-acantilado-suances',
      'villa-sardinero-santander',
    ]);
    expect((await search('?features=pool,elevator')).ids).toEqual(['duplex-acantilado-suances']);
    expect((await search('?features=pool&features=fireplace')).ids).toEqual(['villa-sardinero-santander']);
  });

  it('searches text in the title of any language, the location, area and city, ignoring case', async () => {
    expect((await search('?q=sardinero')).ids).toEqual(['villa-sardinero-santander']);
    expect((await search('?q=HARBOUR')).ids).toEqual(['atico-puerto-castro-urdiales']);
    expect((await search('?q=castro%20urdiales')).ids).toEqual(['atico-puerto-castro-urdiales']);
    expect((await search('?q=Trasv%C3%ADa')).ids).toEqual(['casona-montanesa-comillas']);
    expect((await search('?q=santander')).body.total).toBe(2);
    // A place named in the reader's language finds the listings stored under its Spanish name.
    expect((await search(`?q=${encodeURIComponent('Эль-Сардинеро')}`)).ids).toEqual([
      'villa-sardinero-santander',
    ]);
    expect((await search(`?q=${encodeURIComponent('Сантандер')}`)).body.total).toBe(2);
    expect((await search('?q=100%25')).body.total).toBe(0);
    expect((await search('?q=%20%20')).body.total).toBe(6);
  });

  it('combines filters with AND', async () => {
    expect(
      (await search('?location=santander&type=apartment&priceMax=500000&features=elevator')).ids,
    ).toEqual(['apartamento-centro-historico-santander']);
    expect((await search('?location=santander&features=pool&bedroomsMin=5&q=villa')).ids).toEqual([
      'villa-sardinero-santander',
    ]);
    expect((await search('?location=santander&type=house')).body.total).toBe(0);
  });

  it('sorts by newest, price up and down, and size', async () => {
    expect((await search('?sort=price_asc')).ids).toEqual([
      'adosado-playa-salve-laredo',
      'apartamento-centro-historico-santander',
      'duplex-acantilado-suances',
      'atico-puerto-castro-urdiales',
      'casona-montanesa-comillas',
      'villa-sardinero-santander',
    ]);
    expect((await search('?sort=price_desc')).ids[0]).toBe('villa-sardinero-santander');
    // Equal sizes (165 m2) are ordered by id, so pages are stable.
    expect((await search('?sort=size_desc')).ids).toEqual([
      'casona-montanesa-comillas',
      'villa-sardinero-santander',
      'adosado-playa-salve-laredo',
      'atico-puerto-castro-urdiales',
      'duplex-acantilado-suances',
      'apartamento-centro-historico-santander',
    ]);
    expect((await search('?sort=newest')).ids).toEqual((await search('')).ids);
  });

  it("pages with limit and offset for 'load more', with the total and the next offset", async () => {
    const all = (await search('?sort=price_asc')).ids;
    const first = await search('?sort=price_asc&limit=4');
    expect(first.ids).toEqual(all.slice(0, 4));
    expect(first.body).toMatchObject({ total: 6, limit: 4, offset: 0, nextOffset: 4 });
    const second = await search('?sort=price_asc&limit=4&offset=4');
    expect(second.ids).toEqual(all.slice(4));
    expect(second.body).toMatchObject({ total: 6, offset: 4, nextOffset: null });
    const past = await search('?sort=price_asc&limit=4&offset=40');
    expect(past.body).toMatchObject({ items: [], total: 6, nextOffset: null });
    expect((await search('?limit=1')).body).toMatchObject({ total: 6, nextOffset: 1 });
    expect((await search('?limit=48')).ids).toHaveLength(6);
  });

  it('never shows drafts or withdrawn properties', async () => {
    const { ids } = await search('?q=villa&limit=48');
    expect(ids).not.toContain('draft-villa');
    expect(ids).not.toContain('withdrawn-villa');
  });

  it('refuses bad values with 400 validation_failed naming each field', async () => {
    expect(await bad('?location=madrid')).toEqual([{ field: 'location', code: 'invalid_choice' }]);
    expect(await bad('?type=villa,castle')).toEqual([{ field: 'type', code: 'invalid_choice' }]);
    expect(await bad('?features=pool,helipad')).toEqual([{ field: 'features', code: 'invalid_choice' }]);
    expect(await bad('?priceMin=abc')).toEqual([{ field: 'priceMin', code: 'not_a_whole_number' }]);
    expect(await bad('?priceMin=1.5')).toEqual([{ field: 'priceMin', code: 'not_a_whole_number' }]);
    expect(await bad('?priceMin=-1')).toEqual([{ field: 'priceMin', code: 'too_small' }]);
    expect(await bad('?priceMin=500000&priceMax=400000')).toEqual([
      { field: 'priceMax', code: 'invalid_range' },
    ]);
    expect(await bad('?sizeMin=200&sizeMax=100')).toEqual([{ field: 'sizeMax', code: 'invalid_range' }]);
    expect(await bad('?sort=cheapest')).toEqual([{ field: 'sort', code: 'invalid_choice' }]);
    expect(await bad('?limit=0')).toEqual([{ field: 'limit', code: 'too_small' }]);
    expect(await bad('?limit=49')).toEqual([{ field: 'limit', code: 'too_large' }]);
    expect(await bad('?offset=-5')).toEqual([{ field: 'offset', code: 'too_small' }]);
    expect(await bad(`?q=${'a'.repeat(101)}`)).toEqual([{ field: 'q', code: 'too_long' }]);
    expect(await bad('?colour=blue')).toEqual([{ field: 'colour', code: 'unknown_field' }]);
    expect(await bad('?bedroomsMin=x&bathroomsMin=-1&limit=100')).toEqual([
      { field: 'bedroomsMin', code: 'not_a_whole_number' },
      { field: 'bathroomsMin', code: 'too_small' },
      { field: 'limit', code: 'too_large' },
    ]);
  });
});
