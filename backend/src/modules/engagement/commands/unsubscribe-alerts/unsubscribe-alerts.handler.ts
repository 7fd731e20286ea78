import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/time/clock';
import { unsubscribeState } from '../../alerts/unsubscribe-state';
import { UnsubscribeTokens, type UnsubscribeClaim } from '../../alerts/unsubscribe-token';
import {
  ChangeClientSpaceCommand,
  type ClientChange,
} from '../change-client-space/change-client-space.command';
import { UnsubscribeAlertsCommand } from './unsubscribe-alerts.command';
import type { UnsubscribeStateDto } from './unsubscribe-state.dto';

function changeFor(claim: UnsubscribeClaim, action: 'stop' | 'restore'): ClientChange {
  const { userId, target } = claim;
  switch (target.kind) {
    case 'price_drops':
      return {
        type: 'ChangePriceDropAlerts',
        userId,
        enabled: action === 'restore',
        source: 'unsubscribe_link',
      };
    case 'digest':
      return {
        type: action === 'stop' ? 'StopDigestAlerts' : 'RestoreDigestAlerts',
        userId,
        frequency: target.frequency,
      };
    case 'search':
      return {
        type: action === 'stop' ? 'StopSavedSearchAlerts' : 'RestoreSavedSearchAlerts',
        userId,
        searchId: target.searchId,
      };
  }
}

/** Checks the link's signature and expiry, then changes the client's alerts as their own panel would. */
@CommandHandler(UnsubscribeAlertsCommand)
export class UnsubscribeAlertsHandler implements ICommandHandler<
  UnsubscribeAlertsCommand,
  UnsubscribeStateDto
> {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ token, action }: UnsubscribeAlertsCommand): Promise<UnsubscribeStateDto> {
    const claim = this.tokens.verify(token, this.clock.now());
    const em = this.em.fork();
    // A deleted search answers 404 before anything is recorded.
    await unsubscribeState(em, claim);
    await this.commands.execute(new ChangeClientSpaceCommand(changeFor(claim, action)));
    return unsubscribeState(em, claim);
  }
}
