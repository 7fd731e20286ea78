import { CommandBus } from '@nestjs/cqrs';
import { ChangePropertyStatusCommand } from '../../src/modules/catalogue/commands/change-property-status/change-property-status.command';
import { SAMPLE_BOOKINGS } from '../../src/modules/bookings/seed/sample-bookings';
import { seedBookings } from '../../src/modules/bookings/seed/seed-bookings';
import { SAMPLE_EXPERIENCES } from '../../src/modules/catalogue/seed/sample-experiences';
import { SAMPLE_SERVICES } from '../../src/modules/catalogue/seed/sample-services';
import { seedViewings } from '../../src/modules/viewings/seed/seed-viewings';
import { startTestApi, type TestApi } from '../support/test-api';
import { signInStaff, type Staff } from '../support/staff';

describe('admin dashboard', () => {
  let api: TestApi;
  let staff: Staff;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
    const commands = api.app.get(CommandBus);
    await commands.execute(new ChangePropertyStatusCommand('villa-sardinero-santander', 'reserved'));
    await commands.execute(new ChangePropertyStatusCommand('duplex-acantilado-suances', 'withdrawn'));
    await seedBookings(commands);
    // One viewing confirmed and one request awaiting the agency's answer.
    await seedViewings(commands, staff.userIds.user, staff.userIds.admin, new Date());
  });
  afterAll(() => api.close());

  // The five most recently recorded sample bookings, newest first.
  const latest = [...SAMPLE_BOOKINGS]
    .sort((a, b) => b.recordedAt.localeCompare(a.recordedAt))
    .slice(0, 5)
    .map((booking) => ({
      id: booking.id,
      guestName: booking.entry.guestName,
      itemId: booking.entry.propertyId,
      kind: 'stay',
      status: 'confirmed',
      paymentStatus: booking.entry.paymentStatus,
      totalPriceEur: booking.entry.totalPriceEur,
      createdAt: new Date(booking.recordedAt).toISOString(),
    }));
  const byPaymentStatus = (status: string) =>
    SAMPLE_BOOKINGS.filter((b) => b.entry.paymentStatus === status).length;

  const catalogue = {
    properties: {
      total: 6,
      public: 5,
      byStatus: { draft: 0, active: 4, reserved: 1, sold: 0, withdrawn: 1 },
    },
    services: {
      total: SAMPLE_SERVICES.length,
      premium: SAMPLE_SERVICES.filter((s) => s.details.premium).length,
    },
    experiences: {
      total: SAMPLE_EXPERIENCES.length,
      basic: SAMPLE_EXPERIENCES.filter((e) => e.details.type === 'basic').length,
      vip: SAMPLE_EXPERIENCES.filter((e) => e.details.type === 'vip').length,
    },
    bookings: {
      total: SAMPLE_BOOKINGS.length,
      // Recorded stays read as confirmed; no client request awaits staff.
      byStatus: { requested: 0, confirmed: SAMPLE_BOOKINGS.length, declined: 0, completed: 0, cancelled: 0 },
      byPaymentStatus: {
        pending: byPaymentStatus('pending'),
        paid: byPaymentStatus('paid'),
        refunded: byPaymentStatus('refunded'),
        cancelled: byPaymentStatus('cancelled'),
      },
    },
    latestBookings: latest.map((booking) => expect.objectContaining(booking)),
    viewingsAwaiting: 1,
    mandateNotices: [],
  };

  it('shows owners the catalogue and booking counts, the five latest bookings and the accounts', async () => {
    const { body } = await api.http().get('/api/admin/dashboard').set(staff.headers.owner).expect(200);
    expect(body).toEqual({
      ...catalogue,
      // The three demo accounts and the user the test registered.
      users: expect.objectContaining({ total: 4, byRole: { user: 2, admin: 1, owner: 1 } }),
    });
  });

  it('shows admins the same without the accounts', async () => {
    const { body } = await api.http().get('/api/admin/dashboard').set(staff.headers.admin).expect(200);
    expect(body).toEqual(catalogue);
  });

  it('refuses users (403) and visitors (401)', async () => {
    await api.http().get('/api/admin/dashboard').set(staff.headers.user).expect(403);
    await api.http().get('/api/admin/dashboard').expect(401);
  });
});
