import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { Clock } from '../../../../platform/time/clock';
import { ExportBookingsQuery } from '../../../bookings';
import { ExportClientDataQuery } from '../../../engagement';
import { ExportAccountDataQuery } from '../../../identity';
import { ExportViewingsQuery } from '../../../viewings';
import { ExportOffersQuery } from '../../../sales';
import { AGENCY } from '../../../site';
import { ExportPersonalDataQuery } from './export-personal-data.query';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type DataControllerDto,
  type PersonalDataExportDto,
} from './personal-data-export.dto';
import { EXPORT_TEXTS } from './personal-data-texts';

const { headquarters } = AGENCY;

/** The agency as the privacy policy names it; the e-mail is the configured agency inbox. */
const CONTROLLER: Omit<DataControllerDto, 'email'> = {
  name: `${AGENCY.name}, S.L.`,
  taxId: 'B39561284',
  address: `${headquarters.street}, ${headquarters.postalCode} ${headquarters.city} (${headquarters.province}, España)`,
  phone: AGENCY.phone,
};

/**
 * Asks identity first (an unknown account is not found), then every other module for what it keeps about
 * the person, each from its own tables.
 */
@QueryHandler(ExportPersonalDataQuery)
export class ExportPersonalDataHandler implements IQueryHandler<
  ExportPersonalDataQuery,
  PersonalDataExportDto
> {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: ExportPersonalDataQuery): Promise<PersonalDataExportDto> {
    const account = await this.queries.execute(new ExportAccountDataQuery(userId));
    const [engagement, viewings, offers, bookings] = await Promise.all([
      this.queries.execute(new ExportClientDataQuery(userId)),
      this.queries.execute(new ExportViewingsQuery(userId)),
      this.queries.execute(new ExportOffersQuery(userId)),
      this.queries.execute(new ExportBookingsQuery(userId, account.profile.email)),
    ]);
    const { language } = account.profile;
    const texts = EXPORT_TEXTS[language];
    return {
      about: {
        format: EXPORT_FORMAT,
        version: EXPORT_FORMAT_VERSION,
        exportedAt: this.clock.now().toISOString(),
        language,
        title: texts.title,
        controller: { ...CONTROLLER, email: this.config.mail.agencyInbox },
        sections: texts.sections,
        notes: texts.notes,
      },
      profile: account.profile,
      consents: {
        newsletter: account.consents.newsletter,
        newsletterHistory: account.consents.newsletterHistory,
        priceDropAlerts: engagement.alertSettings.priceDropAlerts,
        savedSearchAlerts: engagement.savedSearches.map(({ name, alertFrequency }) => ({
          name,
          alertFrequency,
        })),
      },
      favorites: engagement.favorites,
      savedSearches: engagement.savedSearches,
      deletedSavedSearches: engagement.deletedSavedSearches,
      alertsSent: engagement.alertsSent,
      inquiries: engagement.inquiries,
      viewings,
      offers,
      bookings,
      sessions: account.sessions,
    };
  }
}
