import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AlertSettingsDto } from './alert-settings.dto';
import { GetAlertSettingsQuery } from './get-alert-settings.query';

@QueryHandler(GetAlertSettingsQuery)
export class GetAlertSettingsHandler implements IQueryHandler<GetAlertSettingsQuery, AlertSettingsDto> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetAlertSettingsQuery): Promise<AlertSettingsDto> {
    const [row] = await this.em
      .fork()
      .execute<{ price_drop_alerts: boolean }[]>(
        'select price_drop_alerts from engagement_alert_settings where user_id = ?',
        [userId],
      );
    return { priceDropAlerts: row?.price_drop_alerts ?? true };
  }
}
