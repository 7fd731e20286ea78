import { CommandBus } from '@nestjs/cqrs';
import { seedClientBookings } from '../../src/modules/bookings/seed/seed-client-bookings';
import { seedClientSpace } from '../../src/modules/engagement/seed/seed-client-space';
import { seedInquiries } from '../../src/modules/engagement/seed/seed-inquiries';
import { seedViewings } from '../../src/modules/viewings/seed/seed-viewings';
import { bearer, register } from '../support/accounts';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

/**
 * The dashboard's overview composes what each module keeps for the client: it must show this client's own
 * viewings, bookings, replies, searches and favorites, and nobody else's.
 */
describe('client overview', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
  });
  afterAll(() => api.close());

  it('is empty for a new client, then shows what the client has in every module', async () => {
    const client = await register(api, 'resumen@example.com');
    const other = await register(api, 'otro-resumen@example.com');
    const auth = bearer(client);

    const empty = await api.http().get('/api/me/overview').set(auth).expect(200);
    expect(empty.body).toEqual({
      nextViewing: null,
      bookings: { count: 0, next: null },
      unreadReplies: 0,
      savedSearches: { count: 0, newMatches: 0 },
      favorites: 0,
    });

    const commands = api.app.get(CommandBus);
    await seedClientSpace(commands, client.userId);
    await seedInquiries(
      commands,
      { id: client.userId, email: 'resumen@example.com', name: 'Lucía' },
      staff.userIds.admin,
    );
    await seedViewings(commands, client.userId, staff.userIds.admin, new Date());
    await seedClientBookings(commands, client.userId, new Date());

    const full = await api.http().get('/api/me/overview').set(auth).expect(200);
    expect(full.body.nextViewing).toMatchObject({ status: expect.stringMatching(/^(requested|confirmed)$/) });
    expect(full.body.bookings.count).toBeGreaterThan(0);
    expect(full.body.bookings.next).toMatchObject({
      status: expect.stringMatching(/^(requested|confirmed)$/),
    });
    expect(full.body.unreadReplies).toBe(1);
    expect(full.body.savedSearches.count).toBe(1);
    expect(full.body.favorites).toBe(2);

    // Reading the reply clears it from the overview.
    const inquiries = await api.http().get('/api/me/inquiries').set(auth).expect(200);
    const [answered] = (inquiries.body as { id: string; unreadReplies: number }[]).filter(
      (inquiry) => inquiry.unreadReplies > 0,
    );
    await api.http().post(`/api/me/inquiries/${answered.id}/read`).set(auth).expect(204);
    const read = await api.http().get('/api/me/overview').set(auth).expect(200);
    expect(read.body.unreadReplies).toBe(0);

    // Another client's overview stays empty.
    const theirs = await api.http().get('/api/me/overview').set(bearer(other)).expect(200);
    expect(theirs.body).toMatchObject({
      nextViewing: null,
      bookings: { count: 0 },
      unreadReplies: 0,
      favorites: 0,
    });
  });

  it('is for signed-in clients only', async () => {
    await api.http().get('/api/me/overview').expect(401);
  });
});
