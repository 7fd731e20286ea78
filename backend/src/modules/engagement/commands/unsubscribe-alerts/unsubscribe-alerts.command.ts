import { Command } from '@nestjs/cqrs';
import type { UnsubscribeStateDto } from './unsubscribe-state.dto';

/** The one-click link of an alert e-mail: stop those alerts, or (`restore`) undo that. */
export class UnsubscribeAlertsCommand extends Command<UnsubscribeStateDto> {
  constructor(
    readonly token: string,
    readonly action: 'stop' | 'restore',
  ) {
    super();
  }
}
