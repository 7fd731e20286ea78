import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { JobReactor } from '../../platform/jobs/job-reactor';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { SendInquiryController } from './commands/send-inquiry/send-inquiry.http.controller';
import { SendInquiryHandler } from './commands/send-inquiry/send-inquiry.handler';
import { inquiryMailReactions } from './mail/inquiry-mails';
import { InquiryReadModel, inquiriesProjection } from './read-models/inquiry.read-model';

/** How clients reach the agency: inquiries now; favorites, saved searches and appointments later. */
@Module({
  imports: [MikroOrmModule.forFeature([InquiryReadModel])],
  controllers: [SendInquiryController],
  providers: [SendInquiryHandler],
})
export class EngagementModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly reactor: JobReactor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.projections.registerInline(inquiriesProjection);
    for (const reaction of inquiryMailReactions(this.config.mail.agencyInbox, this.config.publicUrl)) {
      this.reactor.register(reaction);
    }
  }
}
