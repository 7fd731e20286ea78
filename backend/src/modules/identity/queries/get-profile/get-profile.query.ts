import { Query } from '@nestjs/cqrs';
import type { ProfileDto } from './profile.dto';

export class GetProfileQuery extends Query<ProfileDto> {
  constructor(readonly userId: string) {
    super();
  }
}
