import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { ClientCommand } from '../../domain/client.decider';

/** A client command as a caller states it: the handler adds the time. */
export type ClientChange = ClientCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'at'>
    : never
  : never;

/** One change to a client's own space (favorites, saved searches, alert settings), on their own stream. */
export class ChangeClientSpaceCommand extends Command<CommandResult> {
  constructor(readonly change: ClientChange) {
    super();
  }
}
