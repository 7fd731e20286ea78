import { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_ERASED } from '../modules/identity';
import { EraseAccountCommand } from '../modules/identity/commands/erase-account/erase-account.command';
import { userStreamId } from '../modules/identity/domain/user.events';
import type { AppConfig } from '../platform/config/app-config';
import { ErasureLedger } from '../platform/privacy/erasure-ledger';
import { createApplicationContext } from './application-context';

/**
 * Erases again every account the erasure ledger names that the database holds and does not show as erased:
 * a database restored from a backup taken before the erasure. The same command as the owner's, recorded by
 * the system, so every read model forgets the person and the keys go. Returns the accounts erased; running
 * it again finds nothing to do. The product is only booted when there is something to erase.
 */
export async function applyErasureLedger(config: AppConfig, em: EntityManager): Promise<string[]> {
  const accounts = [...new Set((await new ErasureLedger(config).entries()).map((entry) => entry.accountId))];
  if (accounts.length === 0) return [];
  const streams = accounts.map(userStreamId);
  const rows = await em.execute<{ stream_id: string }[]>(
    `select s.stream_id from streams s
      where s.stream_id = any(?::text[])
        and not exists (select 1 from events e where e.stream_id = s.stream_id and e.type = ?)`,
    [`{${streams.join(',')}}`, ACCOUNT_ERASED],
  );
  const pending = new Set(rows.map((row) => row.stream_id));
  const toErase = accounts.filter((account) => pending.has(userStreamId(account)));
  if (toErase.length === 0) return [];
  const context = await createApplicationContext(config, 'erasure-ledger');
  try {
    const commands = context.get(CommandBus);
    for (const userId of toErase) await commands.execute(new EraseAccountCommand({ kind: 'ledger', userId }));
  } finally {
    await context.close();
  }
  return toErase;
}
