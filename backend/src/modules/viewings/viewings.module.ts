import { Module, type OnModuleInit } from '@nestjs/common';
import { JobReactor } from '../../platform/jobs/job-reactor';
import { JobWorkers } from '../../platform/jobs/job-workers';
import { MailModule } from '../../platform/mail/mail.module';
import { EventSchemas } from '../../platform/event-store/event-schemas';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { viewingEvents } from './domain/viewing.events';
import { ChangeViewingHandler } from './commands/change-viewing/change-viewing.handler';
import { ClientViewingStepsController } from './commands/change-viewing/client-viewing-steps.http.controller';
import { StaffViewingStepsController } from './commands/change-viewing/staff-viewing-steps.http.controller';
import { RequestViewingController } from './commands/request-viewing/request-viewing.http.controller';
import { RequestViewingHandler } from './commands/request-viewing/request-viewing.handler';
import { ViewingMailJobHandler } from './mail/viewing-mail.job-handler';
import { viewingMailReactions, viewingReminderRemoval } from './mail/viewing-mails';
import { CountViewingsAwaitingHandler } from './queries/count-viewings-awaiting/count-viewings-awaiting.handler';
import { GetNextViewingHandler } from './queries/get-next-viewing/get-next-viewing.handler';
import { GetViewingsAwaitingController } from './queries/get-viewings-awaiting/get-viewings-awaiting.http.controller';
import { GetViewingsAwaitingHandler } from './queries/get-viewings-awaiting/get-viewings-awaiting.handler';
import { GetViewingCalendarController } from './queries/get-viewing-calendar/get-viewing-calendar.http.controller';
import { GetViewingCalendarHandler } from './queries/get-viewing-calendar/get-viewing-calendar.handler';
import { ListMyViewingsController } from './queries/list-my-viewings/list-my-viewings.http.controller';
import { ListViewingFeedbackHandler } from './queries/list-viewing-feedback/list-viewing-feedback.handler';
import { ListMyViewingsHandler } from './queries/list-my-viewings/list-my-viewings.handler';
import { ExportViewingsHandler } from './queries/export-viewings/export-viewings.handler';
import { ListViewingsController } from './queries/list-viewings/list-viewings.http.controller';
import { ListViewingsHandler } from './queries/list-viewings/list-viewings.handler';
import { agentBookingsProjection, viewingsProjection } from './read-models/viewing.projections';
import { defineViewingErrorMessages } from './viewings-error-messages';

/**
 * Viewings of the agency's properties: a client asks for up to three times, staff confirm one with an agent
 * (never two viewings of one agent at once), propose another or decline; both follow it to the visit, and
 * the client hears of each step by e-mail, with a calendar invitation and a reminder the day before.
 */
@Module({
  imports: [MailModule],
  controllers: [
    RequestViewingController,
    ListMyViewingsController,
    GetViewingCalendarController,
    ClientViewingStepsController,
    GetViewingsAwaitingController,
    ListViewingsController,
    StaffViewingStepsController,
  ],
  providers: [
    RequestViewingHandler,
    ChangeViewingHandler,
    ListMyViewingsHandler,
    ExportViewingsHandler,
    ListViewingsHandler,
    GetNextViewingHandler,
    CountViewingsAwaitingHandler,
    GetViewingsAwaitingHandler,
    GetViewingCalendarHandler,
    ListViewingFeedbackHandler,
    ViewingMailJobHandler,
  ],
})
export class ViewingsModule implements OnModuleInit {
  constructor(
    private readonly eventSchemas: EventSchemas,
    private readonly projections: ProjectionRegistry,
    private readonly reactor: JobReactor,
    private readonly workers: JobWorkers,
    private readonly mailHandler: ViewingMailJobHandler,
  ) {}

  onModuleInit(): void {
    defineViewingErrorMessages();
    this.eventSchemas.register(viewingEvents);
    this.projections.registerInline(viewingsProjection);
    this.projections.registerInline(agentBookingsProjection);
    for (const reaction of viewingMailReactions()) this.reactor.register(reaction);
    this.reactor.registerRemoval(viewingReminderRemoval);
    this.workers.register(this.mailHandler);
  }
}
