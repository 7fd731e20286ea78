import { Query } from '@nestjs/cqrs';
import type { AlertSettingsDto } from './alert-settings.dto';

export class GetAlertSettingsQuery extends Query<AlertSettingsDto> {
  constructor(readonly userId: string) {
    super();
  }
}
