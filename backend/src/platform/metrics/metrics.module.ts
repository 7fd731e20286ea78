import { Global, Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { Metrics } from './metrics';
import { ScrapeReadings } from './scrape-readings';

/** Prometheus metrics of the process; served by startMetricsServer, on its own port. */
@Global()
@Module({ imports: [MailModule], providers: [Metrics, ScrapeReadings], exports: [Metrics] })
export class MetricsModule {}
