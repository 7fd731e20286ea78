import { Module, type DynamicModule } from '@nestjs/common';
import { AdminModule } from './modules/admin/admin.module';
import { BookingsModule } from './modules/bookings/bookings.module';
import { BrochuresModule } from './modules/brochures/brochures.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { ClientPanelModule } from './modules/client-panel/client-panel.module';
import { EngagementModule } from './modules/engagement/engagement.module';
import { HistoryModule } from './modules/history/history.module';
import { IdentityModule } from './modules/identity/identity.module';
import { ListingStatisticsModule } from './modules/listing-statistics/listing-statistics.module';
import { MandatesModule } from './modules/mandates/mandates.module';
import { MediaModule } from './modules/media/media.module';
import { NewsletterModule } from './modules/newsletter/newsletter.module';
import { PipelineModule } from './modules/pipeline/pipeline.module';
import { PortalsModule } from './modules/portals/portals.module';
import { PurchaseCostsModule } from './modules/purchase-costs/purchase-costs.module';
import { SalesModule } from './modules/sales/sales.module';
import { SellerReportsModule } from './modules/seller-reports/seller-reports.module';
import { SiteModule } from './modules/site/site.module';
import { TranslationModule } from './modules/translation/translation.module';
import { ViewingsModule } from './modules/viewings/viewings.module';
import type { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';

/** The whole product: the platform kernel plus one module per business capability. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        IdentityModule,
        CatalogueModule,
        EngagementModule,
        BookingsModule,
        ViewingsModule,
        MediaModule,
        AdminModule,
        HistoryModule,
        ClientPanelModule,
        PurchaseCostsModule,
        SiteModule,
        TranslationModule,
        MandatesModule,
        SalesModule,
        ListingStatisticsModule,
        SellerReportsModule,
        PipelineModule,
        BrochuresModule,
        PortalsModule,
        NewsletterModule,
      ],
    };
  }
}
