import { Module, type OnModuleInit } from '@nestjs/common';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { JobWorkers } from '../../platform/jobs/job-workers';
import { MailModule } from '../../platform/mail/mail.module';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { ManageNewsItemHandler } from './commands/manage-news/manage-news-item.handler';
import { NewsController } from './commands/manage-news/news.http.controller';
import { newsItemEvents } from './domain/news-item';
import { MONTHLY_NEWSLETTER_SCHEDULE } from './jobs/monthly-run';
import { RunNewsletterJobHandler } from './jobs/run-newsletter.job-handler';
import { LetterListings } from './mail/letter-selection';
import { NewsletterComposer } from './mail/newsletter-composer';
import { NewsletterMailJobHandler } from './mail/newsletter-mail.job-handler';
import { defineNewsletterErrorMessages } from './newsletter-error-messages';
import { GetNewsItemHandler, ListNewsHandler } from './queries/list-news/list-news.handlers';
import { PreviewLetterHandler } from './queries/preview-letter/preview-letter.handler';
import { newsProjection } from './read-models/news.projection';
import { subscribersProjection } from './read-models/subscribers.projection';
import { NewsletterLinks } from './unsubscribe/newsletter-links';
import {
  InspectNewsletterLinkHandler,
  UseNewsletterLinkHandler,
} from './unsubscribe/newsletter-subscription.handlers';
import { NewsletterUnsubscribeController } from './unsubscribe/newsletter-unsubscribe.http.controller';

/**
 * The monthly letter: on the first Monday of each month at 09:00 (Madrid) every client who consented
 * receives, in their language, the agency's news of the month (written by staff in the back office,
 * translated and reviewed) and the listings new or reduced since the last letter that match their saved
 * searches or favourite areas (else the agency's featured ones), with a one-click unsubscribe link.
 */
@Module({
  imports: [MailModule],
  controllers: [NewsController, NewsletterUnsubscribeController],
  providers: [
    NewsletterLinks,
    LetterListings,
    NewsletterComposer,
    ManageNewsItemHandler,
    ListNewsHandler,
    GetNewsItemHandler,
    PreviewLetterHandler,
    InspectNewsletterLinkHandler,
    UseNewsletterLinkHandler,
    RunNewsletterJobHandler,
    NewsletterMailJobHandler,
  ],
})
export class NewsletterModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
    private readonly workers: JobWorkers,
    private readonly runHandler: RunNewsletterJobHandler,
    private readonly mailHandler: NewsletterMailJobHandler,
  ) {}

  onModuleInit(): void {
    defineNewsletterErrorMessages();
    this.eventSchemas.register(newsItemEvents);
    this.projections.registerInline(newsProjection);
    this.projections.registerInline(subscribersProjection);
    this.workers.schedule(MONTHLY_NEWSLETTER_SCHEDULE);
    this.workers.register(this.runHandler);
    this.workers.register(this.mailHandler);
  }
}
