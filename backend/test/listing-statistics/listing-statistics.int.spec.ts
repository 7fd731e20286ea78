import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import type { PropertyEvent } from '../../src/modules/catalogue';
import { AlertMatcher } from '../../src/modules/engagement/alerts/alert-matcher';
import { EventStore } from '../../src/platform/event-store/event-store';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { madridLocal } from '../../src/modules/viewings/domain/viewing-slots';
import { propertyInput } from '../catalogue/property-fixtures';
import { bearer, controlClock, register } from '../support/accounts';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const DAY = 24 * 3600_000;
const VILLA = 'villa-sardinero-santander';
const APARTMENT = 'apartamento-centro-historico-santander';
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const madridDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(at);

/** The Madrid date of the first weekday at least `daysAhead` days from now. */
function weekdayAhead(daysAhead: number): string {
  for (let day = daysAhead; ; day++) {
    const local = madridLocal(new Date(Date.now() + day * DAY));
    if (local.weekday >= 1 && local.weekday <= 5) return local.date;
  }
}

interface Figures {
  views: number;
  favorites: number;
  inquiries: number;
  viewings: number;
  offers: number;
  savedSearchMatches: number;
}
interface Statistics {
  propertyId: string;
  days: number;
  period: { from: string; to: string; totals: Figures };
  previous: { from: string; to: string; totals: Figures };
  daily: (Figures & { day: string })[];
}

describe('listing statistics', () => {
  let api: TestApi;
  let staff: Staff;
  let clock: ReturnType<typeof controlClock>;
  let client: Record<string, string>;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
    clock = controlClock(api);
    client = bearer(await register(api, 'statistics@example.com', { language: 'en' }));
    await api.app
      .get(CommandBus)
      .execute(
        new ListPropertyCommand(
          'draft-villa',
          propertyInput({ reference: 'CC-STAT-1' }),
          '2026-11-01T09:00:00.000Z',
          'draft',
        ),
      );
  });
  afterAll(() => api.close());

  const view = (propertyId: string, userAgent?: string) => {
    const request = api.http().post(`/api/properties/${propertyId}/views`);
    return userAgent ? request.set('User-Agent', userAgent) : request;
  };
  const views = async (propertyId: string) => {
    const rows = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ day: string; views: number }[]>(
        `select to_char(day, 'YYYY-MM-DD') as day, views from listing_daily_views where property_id = ? order by day`,
        [propertyId],
      );
    return rows;
  };
  const eventCount = async () => {
    const [{ n }] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ n: string }[]>('select count(*) as n from events');
    return Number(n);
  };
  const statistics = async (propertyId: string, days: number): Promise<Statistics> =>
    (
      await api
        .http()
        .get(`/api/admin/properties/${propertyId}/statistics?days=${days}`)
        .set(staff.headers.admin)
        .expect(200)
    ).body as Statistics;
  const inquiry = () =>
    api
      .http()
      .post('/api/inquiries')
      .send({
        name: 'Olga Petrova',
        email: 'olga@example.com',
        message: 'Me gustaría saber más de la villa.',
        propertyId: VILLA,
        language: 'es',
      })
      .expect(202);
  /** Runs `act` with the product's clock `days` days behind, then puts it back. */
  async function daysAgo(days: number, act: () => Promise<unknown>): Promise<void> {
    clock.advance(-days * 86_400);
    try {
      await act();
    } finally {
      clock.advance(days * 86_400);
    }
  }

  it('counts a view from a browser, not from a bot, nor of a draft or an unknown property, and answers 204 to all', async () => {
    const eventsBefore = await eventCount();
    await view(VILLA, BROWSER).expect(204);
    await view(VILLA, BROWSER).expect(204);
    await view(VILLA, GOOGLEBOT).expect(204);
    await view(VILLA).expect(204);
    await view('draft-villa', BROWSER).expect(204);
    await view('no-such-villa', BROWSER).expect(204);
    await daysAgo(2, () => view(VILLA, BROWSER).expect(204));

    const today = madridDay(clock.now());
    expect(await views(VILLA)).toEqual([
      { day: madridDay(new Date(clock.now().getTime() - 2 * DAY)), views: 1 },
      { day: today, views: 2 },
    ]);
    expect(await views('draft-villa')).toEqual([]);
    expect(await views('no-such-villa')).toEqual([]);
    // A view is no event: the log did not grow.
    expect(await eventCount()).toBe(eventsBefore);
  });

  it('counts the favorites, inquiries, viewings and offers of the property on their day, with the period before', async () => {
    await api.http().put(`/api/me/favorites/${VILLA}`).set(client).expect(204);
    await api.http().put(`/api/me/favorites/${APARTMENT}`).set(client).expect(204);
    await api
      .http()
      .post('/api/me/viewings')
      .set(client)
      .send({
        propertyId: VILLA,
        slots: [{ date: weekdayAhead(10), time: '10:00', mode: 'in_person' }],
        phone: '+34 600 000 000',
        language: 'en',
      })
      .expect(201);
    await api
      .http()
      .post('/api/me/offers')
      .set(client)
      .send({
        propertyId: VILLA,
        amountEur: 900_000,
        financing: 'mortgage_approved',
        conditions: 'Con los muebles de la terraza.',
        validUntil: weekdayAhead(10),
      })
      .expect(201);
    await daysAgo(3, inquiry);
    await daysAgo(40, inquiry);
    await daysAgo(40, () => view(VILLA, BROWSER).expect(204));

    const month = await statistics(VILLA, 30);
    const today = madridDay(clock.now());
    const threeDaysAgo = madridDay(new Date(clock.now().getTime() - 3 * DAY));
    expect(month.daily).toHaveLength(30);
    expect(month.period.to).toBe(today);
    expect(month.daily[29]).toEqual({
      day: today,
      views: 2,
      favorites: 1,
      inquiries: 0,
      viewings: 1,
      offers: 1,
      savedSearchMatches: 0,
    });
    expect(month.daily.find((day) => day.day === threeDaysAgo)).toEqual({
      day: threeDaysAgo,
      views: 0,
      favorites: 0,
      inquiries: 1,
      viewings: 0,
      offers: 0,
      savedSearchMatches: 0,
    });
    expect(month.period.totals).toEqual({
      views: 3,
      favorites: 1,
      inquiries: 1,
      viewings: 1,
      offers: 1,
      savedSearchMatches: 0,
    });
    expect(month.previous.totals).toEqual({
      views: 1,
      favorites: 0,
      inquiries: 1,
      viewings: 0,
      offers: 0,
      savedSearchMatches: 0,
    });
    expect(month.previous.to).toBe(madridDay(new Date(clock.now().getTime() - 30 * DAY)));

    const year = await statistics(VILLA, 365);
    expect(year.daily).toHaveLength(365);
    expect(year.period.totals).toEqual({
      views: 4,
      favorites: 1,
      inquiries: 2,
      viewings: 1,
      offers: 1,
      savedSearchMatches: 0,
    });
    expect(year.previous.totals).toEqual({
      views: 0,
      favorites: 0,
      inquiries: 0,
      viewings: 0,
      offers: 0,
      savedSearchMatches: 0,
    });

    // The other property has its own figures.
    expect((await statistics(APARTMENT, 90)).period.totals).toEqual({
      views: 0,
      favorites: 1,
      inquiries: 0,
      viewings: 0,
      offers: 0,
      savedSearchMatches: 0,
    });
  });

  it('counts on its day how many saved searches a newly listed property matched, once under a replay', async () => {
    const search = async (email: string) => {
      const owner = bearer(await register(api, email, { language: 'en' }));
      await api
        .http()
        .post('/api/me/saved-searches')
        .set(owner)
        .send({ name: 'Grandes villas', filters: { priceMin: 9_500_000 }, frequency: 'daily' })
        .expect(201);
    };
    await search('matches-one@example.com');
    await search('matches-two@example.com');
    const match = () => api.app.get(ProcessorRunner).drain(api.app.get(AlertMatcher));
    await match();
    const before = await eventCount();
    await api.app
      .get(CommandBus)
      .execute(
        new ListPropertyCommand(
          'statistics-palace',
          propertyInput({ reference: 'CC-STAT-2', price: { ...propertyInput().price, saleEur: 9_900_000 } }),
          null,
          'active',
        ),
      );
    await match();
    // The processor reads the listing again: its alerts are recorded already, so nothing is counted twice.
    await api.app
      .get(EntityManager)
      .fork()
      .transactional(async (tx) => {
        const listed = await api.app
          .get(EventStore)
          .readStream<PropertyEvent>(tx, 'property-statistics-palace');
        await api.app.get(AlertMatcher).handle(tx, listed);
      });

    const month = await statistics('statistics-palace', 30);
    expect(month.daily[29]).toEqual({
      day: madridDay(clock.now()),
      views: 0,
      favorites: 0,
      inquiries: 0,
      viewings: 0,
      offers: 0,
      savedSearchMatches: 2,
    });
    expect(month.period.totals.savedSearchMatches).toBe(2);
    // The listing and one SavedSearchesMatched naming the property and the number, nothing about the clients.
    expect(await eventCount()).toBe(before + 2);
    const [matched] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ data: unknown }[]>(
        `select data from events where type = 'SavedSearchesMatched' and stream_id = ?`,
        ['matches-statistics-palace'],
      );
    expect(matched.data).toEqual({
      propertyId: 'statistics-palace',
      matches: 2,
      matchedAt: expect.any(String),
    });
  });

  it('is for staff only, refuses a period other than 30, 90 or 365 days with a field error, and 404s an unknown property', async () => {
    const path = `/api/admin/properties/${VILLA}/statistics`;
    await api.http().get(path).expect(401);
    await api.http().get(path).set(staff.headers.user).expect(403);
    await api.http().get(path).set(staff.headers.owner).expect(200);

    const bad = await api
      .http()
      .get(`${path}?days=7`)
      .set(staff.headers.admin)
      .set('Accept-Language', 'de')
      .expect(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(bad.body.error.details).toEqual([
      expect.objectContaining({ field: 'days', code: 'invalid_choice', message: expect.any(String) }),
    ]);
    await api.http().get(`${path}?days=abc`).set(staff.headers.admin).expect(400);

    const unknown = await api
      .http()
      .get('/api/admin/properties/no-such-villa/statistics')
      .set(staff.headers.admin)
      .expect(404);
    expect(unknown.body.error.code).toBe('property_not_found');
  });
});
