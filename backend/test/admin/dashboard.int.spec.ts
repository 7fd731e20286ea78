import { CommandBus } from '@nestjs/cqrs';
import { ChangePropertyStatusCommand } from '../../src/modules/catalogue/commands/change-property-status/change-property-status.command';
import { SAMPLE_EXPERIENCES } from '../../src/modules/catalogue/seed/sample-experiences';
import { SAMPLE_SERVICES } from '../../src/modules/catalogue/seed/sample-services';
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
  });
  afterAll(() => api.close());

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
  };

  it('shows owners the catalogue counts and the accounts', async () => {
    const { body } = await api.http().get('/api/admin/dashboard').set(staff.headers.owner).expect(200);
    expect(body).toEqual({
      ...catalogue,
      // The three demo accounts and the user the test registered.
      users: expect.objectContaining({ total: 4, byRole: { user: 2, admin: 1, owner: 1 } }),
    });
  });

  it('shows admins the catalogue counts without the accounts', async () => {
    const { body } = await api.http().get('/api/admin/dashboard').set(staff.headers.admin).expect(200);
    expect(body).toEqual(catalogue);
  });

  it('refuses users (403) and visitors (401)', async () => {
    await api.http().get('/api/admin/dashboard').set(staff.headers.user).expect(403);
    await api.http().get('/api/admin/dashboard').expect(401);
  });
});
