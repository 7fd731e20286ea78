import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobReactor } from '../../platform/jobs/job-reactor';
import { JobWorkers } from '../../platform/jobs/job-workers';
import { MailModule } from '../../platform/mail/mail.module';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { clientEvents } from './domain/client.events';
import { searchMatchEvents } from './domain/search-matches.events';
import { inquiryEvents } from './domain/inquiry';
import { AlertAddressing } from './alerts/alert-addressing';
import { AlertDigestMailJobHandler } from './alerts/alert-digest-mail.job-handler';
import { DIGEST_SCHEDULES } from './alerts/alert-digest';
import { AlertMailJobHandler } from './alerts/alert-mail.job-handler';
import { AlertMatcher } from './alerts/alert-matcher';
import { RunAlertDigestJobHandler } from './alerts/run-alert-digest.job-handler';
import { UnsubscribeTokens } from './alerts/unsubscribe-token';
import { ChangeAlertSettingsController } from './commands/change-alert-settings/change-alert-settings.http.controller';
import { ChangeClientSpaceHandler } from './commands/change-client-space/change-client-space.handler';
import { KeepFavoritesController } from './commands/keep-favorites/keep-favorites.http.controller';
import { ManageSavedSearchesController } from './commands/manage-saved-searches/manage-saved-searches.http.controller';
import { UnsubscribeAlertsController } from './commands/unsubscribe-alerts/unsubscribe-alerts.http.controller';
import { UnsubscribeAlertsHandler } from './commands/unsubscribe-alerts/unsubscribe-alerts.handler';
import { GetAlertSettingsController } from './queries/get-alert-settings/get-alert-settings.http.controller';
import { GetAlertSettingsHandler } from './queries/get-alert-settings/get-alert-settings.handler';
import { ExportClientDataHandler } from './queries/export-client-data/export-client-data.handler';
import { InspectUnsubscribeController } from './queries/inspect-unsubscribe/inspect-unsubscribe.http.controller';
import { InspectUnsubscribeHandler } from './queries/inspect-unsubscribe/inspect-unsubscribe.handler';
import { ListFavoritesController } from './queries/list-favorites/list-favorites.http.controller';
import { ListFavoritesHandler } from './queries/list-favorites/list-favorites.handler';
import { ListSavedSearchesController } from './queries/list-saved-searches/list-saved-searches.http.controller';
import { ListSavedSearchesHandler } from './queries/list-saved-searches/list-saved-searches.handler';
import { PropertyFollowersController } from './queries/property-followers/property-followers.http.controller';
import {
  CountFollowersHandler,
  ListMostFollowedHandler,
  ListPropertyFollowersHandler,
} from './queries/property-followers/property-followers.handlers';
import {
  alertSettingsProjection,
  favoritesProjection,
  savedSearchesProjection,
} from './read-models/client-space.projections';
import { propertyFactsProjection } from './read-models/property-facts.projection';
import { defineEngagementErrorMessages } from './engagement-error-messages';
import { SendInquiryController } from './commands/send-inquiry/send-inquiry.http.controller';
import { SendInquiryHandler } from './commands/send-inquiry/send-inquiry.handler';
import { inquiryMailReactions } from './mail/inquiry-mails';
import { InquiryReadModel, inquiriesProjection } from './read-models/inquiry.read-model';
import { ManageInquiryController } from './commands/manage-inquiry/manage-inquiry.http.controller';
import { ManageInquiryHandler } from './commands/manage-inquiry/manage-inquiry.handler';
import { ReadInquiryRepliesController } from './commands/read-inquiry-replies/read-inquiry-replies.http.controller';
import { InquiryReplyMailJobHandler, inquiryReplyMailReaction } from './mail/inquiry-reply-mail.job-handler';
import { InquiryAccountJoiner } from './processors/inquiry-account-joiner';
import { ClientInquiriesController } from './queries/client-inquiries/client-inquiries.http.controller';
import {
  GetClientInquiryHandler,
  ListClientInquiriesHandler,
} from './queries/client-inquiries/client-inquiries.handlers';
import { CountUnreadRepliesHandler } from './queries/count-unread-replies/count-unread-replies.handler';
import { GetInquiryController } from './queries/get-inquiry/get-inquiry.http.controller';
import { GetInquiryHandler } from './queries/get-inquiry/get-inquiry.handler';
import { ListInquiriesController } from './queries/list-inquiries/list-inquiries.http.controller';
import {
  CountNewInquiriesHandler,
  ListInquiriesHandler,
} from './queries/list-inquiries/list-inquiries.handlers';

/**
 * How clients reach the agency and come back to it: inquiries and the agency's inbox (status, assignment,
 * internal notes, replies by e-mail, the client's own view); a client's own space (favorites, saved
 * searches, alert settings) on their own stream; and the alerts that tell them what is new.
 */
@Module({
  imports: [MikroOrmModule.forFeature([InquiryReadModel]), MailModule],
  controllers: [
    SendInquiryController,
    ListInquiriesController,
    GetInquiryController,
    ManageInquiryController,
    ClientInquiriesController,
    ReadInquiryRepliesController,
    KeepFavoritesController,
    ListFavoritesController,
    ManageSavedSearchesController,
    ListSavedSearchesController,
    GetAlertSettingsController,
    ChangeAlertSettingsController,
    InspectUnsubscribeController,
    UnsubscribeAlertsController,
    PropertyFollowersController,
  ],
  providers: [
    SendInquiryHandler,
    ManageInquiryHandler,
    ListInquiriesHandler,
    CountNewInquiriesHandler,
    GetInquiryHandler,
    ListClientInquiriesHandler,
    GetClientInquiryHandler,
    CountUnreadRepliesHandler,
    InquiryAccountJoiner,
    InquiryReplyMailJobHandler,
    ChangeClientSpaceHandler,
    UnsubscribeAlertsHandler,
    ListFavoritesHandler,
    ListSavedSearchesHandler,
    GetAlertSettingsHandler,
    ExportClientDataHandler,
    InspectUnsubscribeHandler,
    CountFollowersHandler,
    ListMostFollowedHandler,
    ListPropertyFollowersHandler,
    AlertMatcher,
    AlertAddressing,
    AlertMailJobHandler,
    RunAlertDigestJobHandler,
    AlertDigestMailJobHandler,
    {
      provide: UnsubscribeTokens,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new UnsubscribeTokens(config.auth.jwtSecret),
    },
  ],
})
export class EngagementModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
    private readonly reactor: JobReactor,
    private readonly workers: JobWorkers,
    private readonly alertMatcher: AlertMatcher,
    private readonly alertMail: AlertMailJobHandler,
    private readonly digestRun: RunAlertDigestJobHandler,
    private readonly digestMail: AlertDigestMailJobHandler,
    private readonly inquiryAccountJoiner: InquiryAccountJoiner,
    private readonly inquiryReplyMail: InquiryReplyMailJobHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    defineEngagementErrorMessages();
    this.eventSchemas.register(clientEvents);
    this.eventSchemas.register(inquiryEvents);
    this.eventSchemas.register(searchMatchEvents);
    this.projections.registerInline(inquiriesProjection);
    this.projections.registerInline(propertyFactsProjection);
    this.projections.registerInline(favoritesProjection);
    this.projections.registerInline(savedSearchesProjection);
    this.projections.registerInline(alertSettingsProjection);
    this.projections.registerProcessor(this.alertMatcher);
    this.projections.registerProcessor(this.inquiryAccountJoiner);
    for (const handler of [this.alertMail, this.digestRun, this.digestMail, this.inquiryReplyMail]) {
      this.workers.register(handler);
    }
    for (const schedule of DIGEST_SCHEDULES) this.workers.schedule(schedule);
    for (const reaction of inquiryMailReactions(this.config.mail.agencyInbox, this.config.publicUrl)) {
      this.reactor.register(reaction);
    }
    this.reactor.register(inquiryReplyMailReaction);
  }
}
