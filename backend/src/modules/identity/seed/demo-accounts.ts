import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../platform/config/app-config';
import type { Role } from '../../../platform/http/roles';
import { RegisterCommand } from '../commands/register/register.command';
import { userLookup } from '../read-models/user-lookup';

/**
 * The three accounts `npm start` creates in local mode, one per role, with the passwords the README lists.
 * Never in production: anyone who reads the README knows these passwords.
 */
export const DEMO_ACCOUNTS: readonly {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
}[] = [
  {
    email: 'propietario@demo.costacantabria.es',
    password: 'Demo-Propietario-Faro-2026',
    role: 'owner',
    firstName: 'Olivia',
    lastName: 'Propietaria',
  },
  {
    email: 'admin@demo.costacantabria.es',
    password: 'Demo-Administrador-Faro-2026',
    role: 'admin',
    firstName: 'Álvaro',
    lastName: 'Administrador',
  },
  {
    email: 'cliente@demo.costacantabria.es',
    password: 'Demo-Cliente-Faro-2026',
    role: 'user',
    firstName: 'Carmen',
    lastName: 'Cliente',
  },
];

/** Adds the demo accounts that do not exist yet (idempotent); returns the addresses it created. */
export async function seedDemoAccounts(
  commands: CommandBus,
  em: EntityManager,
  config: Pick<AppConfig, 'nodeEnv'>,
): Promise<string[]> {
  if (config.nodeEnv === 'production') throw new Error('Demo accounts are never created in production');
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await userLookup.isTaken(em.fork(), account.email)) continue;
    await commands.execute(
      new RegisterCommand({
        email: account.email,
        password: account.password,
        role: account.role,
        source: 'demo_seed',
        emailVerified: true,
        termsAccepted: false,
        firstName: account.firstName,
        lastName: account.lastName,
        displayName: null,
        phone: null,
        language: 'es',
        newsletter: false,
      }),
    );
    created.push(account.email);
  }
  return created;
}
