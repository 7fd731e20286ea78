import { Pool } from 'pg';
import { insertProperties } from '../../src/bench/synthetic-properties';
import { startTestApi, type TestApi } from '../support/test-api';

const PUBLIC = "status in ('active', 'reserved', 'sold')";

/**
 * The total of a search is counted up to 1,000: beyond, the answer says 1,000 with totalIsCapped. Paging does
 * not depend on the count. 1,300 synthetic properties (1,040 public) written straight into the read model.
 */
describe('public property search: the capped total', () => {
  let api: TestApi;
  let pool: Pool;

  beforeAll(async () => {
    api = await startTestApi();
    pool = new Pool({ connectionString: api.config.databaseUrl, max: 1 });
    await insertProperties(pool, 1_300);
  });
  afterAll(async () => {
    await pool.end();
    await api.close();
  });

  async function search(query: string): Promise<{ ids: string[]; body: Record<string, unknown> }> {
    const response = await api.http().get(`/api/properties${query}`).expect(200);
    return { ids: response.body.items.map((item: { id: string }) => item.id), body: response.body };
  }

  /** Makes exactly `count` properties public (the others drafts), first by id. */
  async function publish(count: number): Promise<void> {
    await pool.query(
      `update catalogue_properties set status = case when id in
         (select id from catalogue_properties order by id limit $1) then 'active' else 'draft' end`,
      [count],
    );
  }

  it('counts exactly up to 1,000 matches', async () => {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from catalogue_properties where ${PUBLIC} and type = 'villa'`,
    );
    expect(rows[0].n).toBeGreaterThan(12);
    expect((await search('?type=villa&limit=12')).body).toMatchObject({
      total: rows[0].n,
      totalIsCapped: false,
      nextOffset: 12,
    });

    await publish(1_000);
    expect((await search('?limit=12')).body).toMatchObject({ total: 1_000, totalIsCapped: false });
  });

  it('says 1,000 and totalIsCapped when more match', async () => {
    await publish(1_001);
    expect((await search('?limit=12')).body).toMatchObject({
      total: 1_000,
      totalIsCapped: true,
      limit: 12,
      offset: 0,
      nextOffset: 12,
    });
    const filtered = await search('?limit=12&features=sea_view&sort=price_asc');
    expect(filtered.body).toMatchObject({ totalIsCapped: false, nextOffset: 12 });
    expect(filtered.body.total).toBeLessThan(1_000);
    // An empty page still carries the count.
    expect((await search('?q=nowhere-to-be-found')).body).toMatchObject({
      items: [],
      total: 0,
      totalIsCapped: false,
      nextOffset: null,
    });
  });

  it('pages past the cap to the last match, in the same order as the database', async () => {
    await publish(1_001);
    const { rows } = await pool.query<{ id: string }>(
      `select id from catalogue_properties where ${PUBLIC} order by price_eur, id`,
    );
    const ids: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page = await search(`?sort=price_asc&limit=48&offset=${offset}`);
      expect(page.body).toMatchObject({ total: 1_000, totalIsCapped: true, offset });
      ids.push(...page.ids);
      offset = page.body.nextOffset as number | null;
    }
    expect(ids).toEqual(rows.map((row) => row.id));

    // The last full page has no next page; one more row has.
    expect((await search('?limit=48&offset=953')).body).toMatchObject({ nextOffset: null });
    expect((await search('?limit=48&offset=952')).body).toMatchObject({ nextOffset: 1_000 });
    const last = await search('?limit=12&offset=1000');
    expect(last.ids).toHaveLength(1);
    expect(last.body).toMatchObject({ total: 1_000, totalIsCapped: true, nextOffset: null });
  });
});
