import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { seedClientBookings } from '../../src/modules/bookings/seed/seed-client-bookings';
import { seedClientSpace } from '../../src/modules/engagement/seed/seed-client-space';
import { seedInquiries } from '../../src/modules/engagement/seed/seed-inquiries';
import { seedViewings } from '../../src/modules/viewings/seed/seed-viewings';
import { bearer, fromAddress, register, STRONG_PASSWORD, type SignedIn } from '../support/accounts';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const SECTIONS = [
  'profile',
  'consents',
  'favorites',
  'savedSearches',
  'deletedSavedSearches',
  'alertsSent',
  'inquiries',
  'viewings',
  'offers',
  'bookings',
  'sessions',
];

/**
 * The copy of a person's data (GDPR art. 15 and 20): every module's data of that person, and nobody else's;
 * never the agency's internal notes, a password hash or a token; the same file for the person and an owner.
 */
describe('personal data export', () => {
  let api: TestApi;
  let staff: Staff;
  let client: SignedIn;
  let other: SignedIn;
  const NOTE = 'Nota interna: cliente con presupuesto muy ajustado';

  const stay = (guestEmail: string, guestName: string) => ({
    propertyId: 'villa-sardinero-santander',
    guestName,
    guestEmail,
    checkIn: '2027-07-03',
    checkOut: '2027-07-10',
    guests: 4,
    totalPriceEur: 14_000,
    paymentStatus: 'pending',
  });

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
    client = await register(api, 'exporta@example.com', { phone: '+34 600 111 222', language: 'de' });
    other = await register(api, 'otra-persona@example.com', { firstName: 'Bernarda', lastName: 'Alba' });

    // The client uses every feature; the other client keeps a favorite, an inquiry and a stay of their own.
    const commands = api.app.get(CommandBus);
    await seedClientSpace(commands, client.userId);
    await seedInquiries(
      commands,
      { id: client.userId, email: 'exporta@example.com', name: 'Lucía' },
      staff.userIds.admin,
    );
    await seedViewings(commands, client.userId, staff.userIds.admin, new Date());
    await seedClientBookings(commands, client.userId, new Date());
    await api
      .http()
      .put('/api/me/alert-settings')
      .set(bearer(client))
      .send({ priceDropAlerts: false })
      .expect(204);
    await api
      .http()
      .post('/api/admin/bookings')
      .set(staff.headers.admin)
      .send(stay('Exporta@Example.com', 'Lucía Ortega'))
      .expect(201);

    await api.http().put('/api/me/favorites/atico-puerto-castro-urdiales').set(bearer(other)).expect(204);
    await api
      .http()
      .post('/api/admin/bookings')
      .set(staff.headers.admin)
      .send(stay('otra-persona@example.com', 'Bernarda Alba'))
      .expect(201);

    const [inquiry] = (await api.http().get('/api/me/inquiries').set(bearer(client)).expect(200)).body as {
      id: string;
    }[];
    await api
      .http()
      .post(`/api/admin/inquiries/${inquiry.id}/notes`)
      .set(staff.headers.admin)
      .send({ text: NOTE })
      .expect(201);
  });
  afterAll(() => api.close());

  const exportOf = (session: SignedIn) => api.http().get('/api/me/export').set(bearer(session));

  it('gives the client every section with their own data, as a JSON file that is not cached', async () => {
    const response = await exportOf(client).expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="costa-cantabria-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const data = response.body;
    expect(Object.keys(data)).toEqual(['about', ...SECTIONS]);
    expect(data.about).toMatchObject({
      format: 'costa-cantabria.personal-data',
      version: 1,
      exportedAt: expect.any(String),
      language: 'de',
      title: 'Kopie Ihrer personenbezogenen Daten',
      controller: { name: 'Costa Cantabria Luxury, S.L.', email: expect.stringContaining('@') },
    });
    expect(Object.keys(data.about.sections)).toEqual(SECTIONS);
    expect(data.about.notes.cookies).toMatch(/Browser/);

    expect(data.profile).toMatchObject({
      id: client.userId,
      email: 'exporta@example.com',
      firstName: 'Lucía',
      lastName: 'Ortega',
      phone: '+34 600 111 222',
      language: 'de',
      role: 'user',
      emailVerified: false,
      registeredAt: expect.any(String),
    });
    expect(data.consents).toEqual({
      newsletter: false,
      newsletterHistory: [],
      priceDropAlerts: false,
      savedSearchAlerts: [{ name: 'Villas con piscina en Santander', alertFrequency: 'daily' }],
    });
    expect(data.favorites.map((favorite: { propertyId: string }) => favorite.propertyId).sort()).toEqual([
      'casona-montanesa-comillas',
      'villa-sardinero-santander',
    ]);
    expect(data.favorites[0]).toMatchObject({
      reference: expect.any(String),
      title: { es: expect.any(String) },
      addedAt: expect.any(String),
    });
    expect(data.savedSearches).toEqual([
      expect.objectContaining({
        name: 'Villas con piscina en Santander',
        criteria: { location: ['santander'], type: ['villa'], features: ['pool'] },
        alertFrequency: 'daily',
        reductionsOnly: false,
      }),
    ]);
    expect(data.inquiries).toHaveLength(1);
    expect(data.inquiries[0]).toMatchObject({
      email: 'exporta@example.com',
      propertyId: 'casona-montanesa-comillas',
      message: expect.stringContaining('casona de Comillas'),
      replies: [{ message: expect.stringContaining('Será un placer'), author: expect.any(String) }],
    });
    expect(data.viewings.length).toBeGreaterThan(0);
    expect(data.viewings[0]).toMatchObject({
      status: expect.any(String),
      property: { id: expect.any(String), reference: expect.any(String) },
      slots: expect.any(Array),
    });
    const kinds = data.bookings.map((booking: { kind: string }) => booking.kind);
    expect(kinds).toContain('stay');
    expect(kinds.filter((kind: string) => kind !== 'stay').length).toBeGreaterThan(0);
    expect(data.bookings.find((booking: { kind: string }) => booking.kind === 'stay')).toMatchObject({
      guestName: 'Lucía Ortega',
      checkOut: '2027-07-10',
      paymentStatus: 'pending',
      totalPriceEur: 14_000,
    });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.sessions[0]).toMatchObject({
      signedInAt: expect.any(String),
      lastUsedAt: expect.any(String),
    });
    // The browser and system Settings shows are the person's data too (null where the browser said nothing).
    expect(Object.keys(data.sessions[0])).toEqual(
      expect.arrayContaining(['browser', 'browserVersion', 'operatingSystem', 'deviceType']),
    );
  });

  it('holds nothing of another client, no internal note, no password hash and no token', async () => {
    const text = JSON.stringify((await exportOf(client).expect(200)).body);
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain('otra-persona@example.com');
    expect(text).not.toContain('Bernarda');
    expect(text).not.toContain('atico-puerto-castro-urdiales');
    expect(text).not.toContain(NOTE);

    const em = api.app.get(EntityManager).fork();
    const [{ password_hash: hash }] = await em.execute<{ password_hash: string }[]>(
      'select password_hash from identity_credentials where user_id = ?',
      [client.userId],
    );
    expect(text).not.toContain(hash);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(STRONG_PASSWORD);
    expect(text).not.toContain(client.accessToken);
    expect(text).not.toContain(client.cookie.split('=')[1]);
    expect(text).not.toMatch(/token/i);

    // And the other client's own copy holds theirs and none of the first client's.
    const theirs = (await exportOf(other).expect(200)).body;
    expect(theirs.favorites.map((favorite: { propertyId: string }) => favorite.propertyId)).toEqual([
      'atico-puerto-castro-urdiales',
    ]);
    expect(theirs.bookings).toEqual([expect.objectContaining({ kind: 'stay', guestName: 'Bernarda Alba' })]);
    expect(theirs.inquiries).toEqual([]);
    expect(theirs.viewings).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('exporta@example.com');
  });

  it('gives an owner the same file for a client on request; admins, clients and visitors are refused', async () => {
    const own = (await exportOf(client).expect(200)).body;
    const byOwner = await api
      .http()
      .get(`/api/admin/users/${client.userId}/export`)
      .set(staff.headers.owner)
      .expect(200);
    expect(byOwner.headers['content-disposition']).toMatch(/^attachment; filename="costa-cantabria-data-/);
    const withoutTime = (data: { about: Record<string, unknown> }) => ({
      ...data,
      about: { ...data.about, exportedAt: null },
    });
    expect(withoutTime(byOwner.body)).toEqual(withoutTime(own));
    // The account's history says that the owner handed over a copy, and when; never what it held. The
    // client's own download is not recorded.
    const history = await api
      .http()
      .get(`/api/admin/history/user/${client.userId}`)
      .set(staff.headers.owner)
      .expect(200);
    const handedOver = (
      history.body.entries as { type: string; actor: { id: string; role: string } | null }[]
    ).filter((entry) => entry.type === 'AccountDataExported');
    expect(handedOver).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ id: staff.userIds.owner, role: 'owner' }) }),
    ]);
    const [event] = await api.app
      .get(EntityManager)
      .fork()
      .execute<{ data: unknown; metadata: { actorId: string } }[]>(
        `select data, metadata from events where type = 'AccountDataExported' and stream_id = ?`,
        [`user-${client.userId}`],
      );
    expect(event.data).toEqual({ userId: client.userId, exportedAt: expect.any(String) });
    expect(event.metadata.actorId).toBe(staff.userIds.owner);

    const admin = await api
      .http()
      .get(`/api/admin/users/${client.userId}/export`)
      .set(staff.headers.admin)
      .expect(403);
    expect(admin.body.error.code).toBe('forbidden');
    await api.http().get(`/api/admin/users/${client.userId}/export`).set(bearer(other)).expect(403);
    await api.http().get(`/api/admin/users/${client.userId}/export`).expect(401);
    await api.http().get('/api/me/export').expect(401);
    await api
      .http()
      .get('/api/admin/users/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/export')
      .set(staff.headers.owner)
      .expect(404);
  });

  it('is limited to 10 copies an hour from one address', async () => {
    const call = () =>
      fromAddress(api, '10.20.30.40', {
        method: 'GET',
        url: '/api/me/export',
        headers: bearer(other),
      });
    for (let i = 0; i < 10; i++) expect((await call()).status).toBe(200);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('too_many_requests');
  });
});
