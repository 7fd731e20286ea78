import { Module, type OnModuleInit } from '@nestjs/common';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { JobWorkers } from '../../platform/jobs/job-workers';
import { MailModule } from '../../platform/mail/mail.module';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { RevokeSellerReportLinksHandler } from './commands/revoke-links/revoke-seller-report-links.handler';
import { SellerReportLinksController } from './commands/revoke-links/seller-report-links.http.controller';
import { sellerReportLinksEvents } from './domain/seller-report-links';
import { RunWeeklyReportsJobHandler } from './jobs/run-weekly-reports.job-handler';
import { WEEKLY_REPORTS_SCHEDULE } from './jobs/weekly-run';
import { SellerReportLinks } from './links/seller-report-links';
import { SellerReportComposer } from './mail/seller-report-composer';
import { SellerReportMailJobHandler } from './mail/seller-report-mail.job-handler';
import { GetSellerReportLinksHandler } from './queries/get-seller-report-links/get-seller-report-links.handler';
import { GetSellerReportController } from './queries/get-seller-report/get-seller-report.http.controller';
import { GetSellerReportHandler } from './queries/get-seller-report/get-seller-report.handler';
import { linkGenerationsProjection } from './read-models/link-generations.projection';
import { SellerReportBuilder } from './report/seller-report-builder';
import { defineSellerReportErrorMessages } from './seller-reports-error-messages';

/**
 * The seller's weekly report: every Monday at 08:00 (Madrid) each seller of a property under a mandate in
 * force receives the week's figures of their property by e-mail, in their language, with a signed link to a
 * private page showing the same report. Staff copy or revoke a seller's links from the mandate panel.
 */
@Module({
  imports: [MailModule],
  controllers: [GetSellerReportController, SellerReportLinksController],
  providers: [
    SellerReportLinks,
    SellerReportBuilder,
    GetSellerReportHandler,
    GetSellerReportLinksHandler,
    RevokeSellerReportLinksHandler,
    RunWeeklyReportsJobHandler,
    SellerReportComposer,
    SellerReportMailJobHandler,
  ],
})
export class SellerReportsModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
    private readonly workers: JobWorkers,
    private readonly runHandler: RunWeeklyReportsJobHandler,
    private readonly mailHandler: SellerReportMailJobHandler,
  ) {}

  onModuleInit(): void {
    defineSellerReportErrorMessages();
    this.eventSchemas.register(sellerReportLinksEvents);
    this.projections.registerInline(linkGenerationsProjection);
    this.workers.schedule(WEEKLY_REPORTS_SCHEDULE);
    this.workers.register(this.runHandler);
    this.workers.register(this.mailHandler);
  }
}
