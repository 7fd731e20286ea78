import { EntityManager } from '@mikro-orm/postgresql';
import { BookingGuestAccountJoiner } from '../../src/modules/bookings/processors/booking-guest-account-joiner';
import type { EmailVerified, UserEvent } from '../../src/modules/identity/domain/user.events';
import { EventStore } from '../../src/platform/event-store/event-store';
import type { StoredEvent } from '../../src/platform/event-store/stored-event';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { deliverMails, linkToken, register } from '../support/accounts';
import { SmtpCapture } from '../support/smtp-capture';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

/**
 * A stay the back office records for a guest by name and address joins the account that verifies that
 * address (BookingGuestJoinedAccount), so erasing the account erases the guest too.
 */
describe('bookings: a recorded stay joins the verified account of its guest', () => {
  let api: TestApi;
  let smtp: SmtpCapture;
  let staff: Staff;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    api = await startTestApi({ seed: true, env: { SMTP_PORT: String(smtp.port) } });
    staff = await signInStaff(api);
  });
  afterAll(async () => {
    await api.close();
    await smtp.stop();
  });

  const em = () => api.app.get(EntityManager).fork();
  const join = () => api.app.get(ProcessorRunner).drain(api.app.get(BookingGuestAccountJoiner));

  const recordStay = async (guestEmail: string, checkIn: string): Promise<string> =>
    (
      await api
        .http()
        .post('/api/admin/bookings')
        .set(staff.headers.admin)
        .send({
          propertyId: 'villa-sardinero-santander',
          guestName: 'Greta Nyström',
          guestEmail,
          checkIn,
          checkOut: `${checkIn.slice(0, 8)}28`,
          guests: 2,
          totalPriceEur: 3100,
          paymentStatus: 'pending',
        })
        .expect(201)
    ).body.bookingId as string;

  const accountsOf = async (ids: string[]) =>
    Object.fromEntries(
      (
        await em().execute<{ id: string; guest_account_id: string | null }[]>(
          'select id, guest_account_id from bookings where id = any(?::uuid[])',
          [`{${ids.join(',')}}`],
        )
      ).map((row) => [row.id, row.guest_account_id]),
    );
  const joinedEvents = async () =>
    em().execute<{ stream_id: string; data: { userId: string } }[]>(
      `select stream_id, data from events where type = 'BookingGuestJoinedAccount' order by global_position`,
    );

  it('joins each stay of the address once, when verified, in any case; a repeated batch joins nothing', async () => {
    const first = await recordStay('Greta.Nystrom@Example.com', '2027-06-10');
    const second = await recordStay('greta.nystrom@example.com', '2027-09-10');
    const stranger = await recordStay('otra.persona@example.com', '2027-10-10');
    const account = await register(api, 'greta.nystrom@example.com', { firstName: 'Greta' });
    await join();
    // Registered is not verified: nothing joins yet.
    expect(await accountsOf([first, second, stranger])).toEqual({
      [first]: null,
      [second]: null,
      [stranger]: null,
    });

    const welcome = (await deliverMails(api, smtp, 1)).find(
      (mail) => mail.to === 'greta.nystrom@example.com' && mail.text.includes('#token='),
    )!;
    await api
      .http()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(welcome) })
      .expect(200);
    await join();
    await join();
    expect(await accountsOf([first, second, stranger])).toEqual({
      [first]: account.userId,
      [second]: account.userId,
      [stranger]: null,
    });
    expect(await joinedEvents()).toEqual([
      { stream_id: `booking-${first}`, data: expect.objectContaining({ userId: account.userId }) },
      { stream_id: `booking-${second}`, data: expect.objectContaining({ userId: account.userId }) },
    ]);

    // The same batch again (a worker that crashed before its checkpoint moved) records nothing more.
    const verified = (
      await api.app.get(EventStore).readStream<UserEvent>(em(), `user-${account.userId}`)
    ).filter((event): event is StoredEvent<EmailVerified> => event.type === 'EmailVerified');
    expect(verified).toHaveLength(1);
    await em().transactional((tx) => api.app.get(BookingGuestAccountJoiner).handle(tx, verified));
    expect(await joinedEvents()).toHaveLength(2);

    // A stay recorded once the address is verified belongs to the account from the start.
    const later = await recordStay('GRETA.NYSTROM@example.com', '2027-11-10');
    expect(await accountsOf([later])).toEqual({ [later]: account.userId });
    await join();
    expect(await joinedEvents()).toHaveLength(3);
    const detail = await api.http().get(`/api/admin/bookings/${later}`).set(staff.headers.admin).expect(200);
    expect(detail.body).toMatchObject({ guestName: 'Greta Nyström', version: 2 });
  });
});
