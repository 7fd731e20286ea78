import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PortalFeeds } from '../../src/modules/portals/feed/portal-feeds';
import { seedPortals } from '../../src/modules/portals/seed/seed-portals';
import { startTestApi, type TestApi } from '../support/test-api';

describe('the sample portals', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
  });
  afterAll(() => api.close());

  it('publish three sample listings, so the Kyero feed of `npm start` is not empty, and a second seed adds nothing', async () => {
    await seedPortals(api.app.get(CommandBus), api.app.get(QueryBus));
    await seedPortals(api.app.get(CommandBus), api.app.get(QueryBus));
    const { feeds, excluded } = await api.app.get(PortalFeeds).overview();
    expect(excluded).toEqual([]);
    expect(Object.fromEntries(feeds.map((feed) => [feed.portal, feed.exported]))).toEqual({
      kyero: 3,
      thinkspain: 1,
      'green-acres': 1,
      'resales-online': 1,
    });
    const response = await api.app.inject({
      method: 'GET',
      url: feeds[0].url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.match(/<property>/g)).toHaveLength(3);
    const [{ count }] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ count: number }[]>(
        `select count(*)::int as count from events where type = 'PropertyPortalsChosen'`,
      );
    expect(count).toBe(3);
  });
});
