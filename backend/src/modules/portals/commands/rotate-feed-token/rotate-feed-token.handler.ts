import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { DomainError } from '../../../../platform/domain/domain-error';
import { Clock } from '../../../../platform/time/clock';
import { feedTokenDecider, feedTokenStreamId, type PortalFeedTokenRotated } from '../../domain/feed-token';
import { isPortal } from '../../domain/portals';
import { RotateFeedTokenCommand } from './rotate-feed-token.command';

@CommandHandler(RotateFeedTokenCommand)
export class RotateFeedTokenHandler implements ICommandHandler<
  RotateFeedTokenCommand,
  { generation: number }
> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ portal }: RotateFeedTokenCommand): Promise<{ generation: number }> {
    if (!isPortal(portal))
      throw new DomainError('not_found', 'portal_not_found', `Unknown portal: ${portal}`);
    const { events } = await this.runner.run({
      streamId: feedTokenStreamId(portal),
      decider: feedTokenDecider,
      command: { type: 'RotateFeedToken', portal, now: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
    return { generation: (events[0].data as PortalFeedTokenRotated['data']).generation };
  }
}
