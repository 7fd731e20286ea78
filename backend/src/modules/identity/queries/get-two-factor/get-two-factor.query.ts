import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../../platform/http/roles';
import type { TwoFactorStatusDto } from './two-factor-status.dto';

export class GetTwoFactorQuery extends Query<TwoFactorStatusDto> {
  constructor(
    readonly userId: string,
    readonly role: Role,
  ) {
    super();
  }
}
