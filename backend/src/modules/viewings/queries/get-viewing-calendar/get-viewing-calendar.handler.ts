import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isLanguage, localize } from '../../../../platform/i18n/languages';
import type { MailCalendar } from '../../../../platform/mail/mail-message';
import { viewingCalendar } from '../../mail/viewing-calendar';
import { VIEWING_MAIL_TEXTS } from '../../mail/viewing-mail-texts';
import type { ViewingRow } from '../viewing.dto';
import { GetViewingCalendarQuery } from './get-viewing-calendar.query';

@QueryHandler(GetViewingCalendarQuery)
export class GetViewingCalendarHandler implements IQueryHandler<GetViewingCalendarQuery, MailCalendar> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(query: GetViewingCalendarQuery): Promise<MailCalendar> {
    const [row] = await this.em
      .fork()
      .execute<ViewingRow[]>('select * from viewings where id = ? and client_id = ?', [
        query.viewingId,
        query.clientId,
      ]);
    if (!row)
      throw new DomainError('not_found', 'viewing_not_found', `Viewing ${query.viewingId} does not exist`);
    if (row.status !== 'confirmed' || !row.starts_at || !row.ends_at || !row.mode || !row.agent_id) {
      throw new DomainError(
        'conflict',
        'viewing_not_confirmed',
        'Only a confirmed viewing goes into a calendar',
      );
    }
    const language = isLanguage(row.language) ? row.language : 'es';
    const t = VIEWING_MAIL_TEXTS[language];
    const title = localize(row.property_title, language);
    return viewingCalendar({
      viewingId: row.id,
      method: 'PUBLISH',
      sequence: row.sequence,
      stamp: new Date(row.updated_at).toISOString(),
      start: new Date(row.starts_at).toISOString(),
      end: new Date(row.ends_at).toISOString(),
      summary: t.calendarTitle(title),
      description: `${t.modes[row.mode]} · ${row.property_reference}`,
      location: row.mode === 'video' ? t.videoLocation : `${title} (${row.property_reference})`,
      organizer: { name: 'Costa Cantabria Luxury', email: this.config.mail.agencyInbox },
      publicUrl: this.config.publicUrl,
    });
  }
}
