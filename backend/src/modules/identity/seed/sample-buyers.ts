import { randomBytes } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../../platform/i18n/languages';
import { RegisterCommand } from '../commands/register/register.command';
import { userLookup } from '../read-models/user-lookup';

/**
 * Fictional buyers of the local sample sales, beside the demo client: accounts nobody signs in to (a random
 * password, never shown), with verified addresses at example.com so the agency's e-mails to them go nowhere.
 */
export const SAMPLE_BUYERS = [
  { email: 'eleanor.whitfield@example.com', firstName: 'Eleanor', lastName: 'Whitfield', language: 'en' },
  { email: 'dmitri.sokolov@example.com', firstName: 'Dmitri', lastName: 'Sokolov', language: 'ru' },
] as const satisfies readonly { email: string; firstName: string; lastName: string; language: Language }[];

/** Registers the sample buyers that do not exist yet (idempotent); returns every buyer's account id. */
export async function seedSampleBuyers(commands: CommandBus, em: EntityManager): Promise<string[]> {
  const ids: string[] = [];
  for (const buyer of SAMPLE_BUYERS) {
    const existing = await userLookup.byEmail(em.fork(), buyer.email);
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const { userId } = await commands.execute(
      new RegisterCommand({
        email: buyer.email,
        password: `Sample-${randomBytes(24).toString('base64url')}`,
        role: 'user',
        source: 'demo_seed',
        emailVerified: true,
        termsAccepted: false,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        displayName: null,
        phone: null,
        language: buyer.language,
        newsletter: false,
      }),
    );
    ids.push(userId);
  }
  return ids;
}
