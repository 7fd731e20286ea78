import { Command } from '@nestjs/cqrs';
import type { ProfileFields } from '../../domain/user.events';

export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly changes: Partial<ProfileFields>,
  ) {
    super();
  }
}
