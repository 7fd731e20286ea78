import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ChangeUserRoleCommand } from '../commands/change-user-role/change-user-role.command';
import { RegisterCommand } from '../commands/register/register.command';
import { normalizeEmail, userLookup } from '../read-models/user-lookup';

export type CreateOwnerResult = 'created' | 'promoted' | 'already_owner';

/** Who the events of the operator's command name as the actor. */
export const OPERATOR_ACTOR = 'operator-cli';

/**
 * `npm run cli -- create-owner <email>`: the first owner (or another one). A new account gets the password
 * (checked like any other: 8 to 128 characters, not a common one) and a verified address; an existing
 * account is promoted to owner and keeps its password.
 */
export async function createOwner(
  commands: CommandBus,
  em: EntityManager,
  input: { email: string; password: () => Promise<string>; firstName?: string; lastName?: string },
): Promise<CreateOwnerResult> {
  const email = normalizeEmail(input.email);
  const existing = await userLookup.byEmail(em.fork(), email);
  if (existing) {
    if (existing.role === 'owner') return 'already_owner';
    await commands.execute(new ChangeUserRoleCommand(existing.id, 'owner', OPERATOR_ACTOR));
    return 'promoted';
  }
  await commands.execute(
    new RegisterCommand({
      email,
      password: await input.password(),
      role: 'owner',
      source: 'operator',
      emailVerified: true,
      termsAccepted: false,
      firstName: input.firstName ?? email.split('@')[0],
      lastName: input.lastName ?? '',
      displayName: null,
      phone: null,
      language: 'es',
      newsletter: false,
    }),
  );
  return 'created';
}
