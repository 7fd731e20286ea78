import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CommandsModule } from './commands/commands.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { EventStoreModule } from './event-store/event-store.module';
import { Readiness } from './health/readiness';
import { HealthController } from './http/health.controller';
import { HttpModule } from './http/http.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { MetricsModule } from './metrics/metrics.module';
import { ProjectionsModule } from './projections/projections.module';
import { ClockModule } from './time/clock';

/** The kernel every entry point starts from. It knows no business module. */
@Module({})
export class PlatformModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        DatabaseModule,
        CqrsModule.forRoot(),
        EventStoreModule,
        ProjectionsModule,
        CommandsModule,
        JobsModule,
        MailModule,
        HttpModule,
        MetricsModule,
      ],
      controllers: [HealthController],
      providers: [Readiness],
      exports: [Readiness],
    };
  }
}
