import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../src/modules/identity/seed/demo-accounts';
import type { Role } from '../../src/platform/http/roles';
import { bearer, login, register } from './accounts';
import type { TestApi } from './test-api';

export interface Staff {
  /** Authorization headers per persona; `anonymous` sends none. */
  headers: Record<'anonymous' | Role, Record<string, string>>;
  userIds: Record<Role, string>;
}

/** The demo owner and admin and a registered user, signed in through the API. */
export async function signInStaff(api: TestApi): Promise<Staff> {
  await seedDemoAccounts(api.app.get(CommandBus), api.app.get(EntityManager), api.config);
  const account = (role: Role) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const owner = await login(api, account('owner').email, account('owner').password);
  const admin = await login(api, account('admin').email, account('admin').password);
  const user = await register(api, 'visitor@example.com');
  return {
    headers: { anonymous: {}, user: bearer(user), admin: bearer(admin), owner: bearer(owner) },
    userIds: { user: user.userId, admin: admin.userId, owner: owner.userId },
  };
}
