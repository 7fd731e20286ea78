import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '../../../../platform/commands/decider-runner';
import type { ViewingCommand } from '../../domain/viewing.decider';

/** A viewing command as a caller states it (every one but the request): the handler adds the time. */
export type ViewingChange =
  Exclude<ViewingCommand, { type: 'RequestViewing' }> extends infer C
    ? C extends unknown
      ? Omit<C, 'now'>
      : never
    : never;

/** A step of a viewing after its request, by the client or by staff. */
export class ChangeViewingCommand extends Command<CommandResult> {
  constructor(readonly change: ViewingChange) {
    super();
  }
}
