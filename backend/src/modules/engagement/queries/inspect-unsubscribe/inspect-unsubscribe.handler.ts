import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../../../platform/time/clock';
import { unsubscribeState } from '../../alerts/unsubscribe-state';
import { UnsubscribeTokens } from '../../alerts/unsubscribe-token';
import type { UnsubscribeStateDto } from '../../commands/unsubscribe-alerts/unsubscribe-state.dto';
import { InspectUnsubscribeQuery } from './inspect-unsubscribe.query';

@QueryHandler(InspectUnsubscribeQuery)
export class InspectUnsubscribeHandler implements IQueryHandler<
  InspectUnsubscribeQuery,
  UnsubscribeStateDto
> {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  execute({ token }: InspectUnsubscribeQuery): Promise<UnsubscribeStateDto> {
    return unsubscribeState(this.em.fork(), this.tokens.verify(token, this.clock.now()));
  }
}
