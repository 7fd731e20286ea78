import { Query } from '@nestjs/cqrs';
import type { UnsubscribeStateDto } from '../../commands/unsubscribe-alerts/unsubscribe-state.dto';

export class InspectUnsubscribeQuery extends Query<UnsubscribeStateDto> {
  constructor(readonly token: string) {
    super();
  }
}
