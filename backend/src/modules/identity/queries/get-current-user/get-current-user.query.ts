import { Query } from '@nestjs/cqrs';
import type { CurrentUserDto } from './current-user.dto';

export class GetCurrentUserQuery extends Query<CurrentUserDto> {
  constructor(readonly userId: string) {
    super();
  }
}
