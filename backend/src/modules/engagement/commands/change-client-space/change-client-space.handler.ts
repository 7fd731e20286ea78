import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner, type CommandResult } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { clientDecider, type ClientCommand } from '../../domain/client.decider';
import { clientStreamId } from '../../domain/client.events';
import { ChangeClientSpaceCommand } from './change-client-space.command';

/** The properties among `ids` that exist (a deleted one no longer does), read in the command's transaction. */
async function existingProperties(em: EntityManager, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await em.execute<{ id: string }[]>(
    `select id from engagement_properties where id = any(?::text[]) and status <> 'deleted'`,
    [`{${ids.map((id) => JSON.stringify(id)).join(',')}}`],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Decides a client's change on their stream, retrying when two of their own requests race (two tabs): every
 * decision is made again on the fresh state, and the decider ignores what is already done.
 */
@CommandHandler(ChangeClientSpaceCommand)
export class ChangeClientSpaceHandler implements ICommandHandler<ChangeClientSpaceCommand, CommandResult> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  execute({ change }: ChangeClientSpaceCommand): Promise<CommandResult> {
    const at = this.clock.now().toISOString();
    return this.runner.run({
      streamId: clientStreamId(change.userId),
      decider: clientDecider,
      retryOnConflict: true,
      command: async (em) => {
        const command = { ...change, at } as ClientCommand;
        if (command.type === 'AddFavorite' || command.type === 'RestoreFavorite') {
          const found = await existingProperties(em, [command.propertyId]);
          if (!found.has(command.propertyId)) {
            throw new DomainError('not_found', 'property_not_found', 'This property does not exist');
          }
        }
        if (command.type === 'MergeFavorites') {
          const found = await existingProperties(em, command.propertyIds);
          return { ...command, propertyIds: command.propertyIds.filter((id) => found.has(id)) };
        }
        return command;
      },
    });
  }
}
