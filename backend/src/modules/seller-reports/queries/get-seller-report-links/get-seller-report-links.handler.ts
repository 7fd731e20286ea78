import { QueryHandler, QueryBus, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/time/clock';
import { AdminGetPropertyQuery } from '../../../catalogue';
import { GetSellerContactsQuery } from '../../../mandates';
import { madridDate } from '../../../../platform/time/madrid-calendar';
import { weekContaining } from '../../domain/report-week';
import { SellerReportLinks } from '../../links/seller-report-links';
import { SELLER_REPORT_LINK_DAYS } from '../../links/seller-report-token';
import { GetSellerReportLinksQuery } from './get-seller-report-links.query';
import type { SellerReportLinksDto } from './seller-report-link.dto';

/**
 * The week in progress, so staff (and a seller they send it to) see the activity up to now; Monday's
 * e-mail links the week that has just ended.
 */
@QueryHandler(GetSellerReportLinksQuery)
export class GetSellerReportLinksHandler implements IQueryHandler<
  GetSellerReportLinksQuery,
  SellerReportLinksDto
> {
  constructor(
    private readonly queries: QueryBus,
    private readonly links: SellerReportLinks,
    private readonly clock: Clock,
  ) {}

  async execute({ propertyId }: GetSellerReportLinksQuery): Promise<SellerReportLinksDto> {
    await this.queries.execute(new AdminGetPropertyQuery(propertyId)); // 404 property_not_found
    const now = this.clock.now();
    const week = weekContaining(madridDate(now));
    const sellers = await this.queries.execute(new GetSellerContactsQuery(propertyId));
    const generations = await this.links.generationsOf(sellers.map((seller) => seller.sellerId));
    const expiresAt = new Date(now.getTime() + SELLER_REPORT_LINK_DAYS * 86_400_000).toISOString();
    return {
      links: sellers.map((seller) => ({
        sellerId: seller.sellerId,
        isoWeek: week.isoWeek,
        url: this.links.url(
          {
            sellerId: seller.sellerId,
            propertyId,
            isoWeek: week.isoWeek,
            generation: generations.get(seller.sellerId) ?? 0,
          },
          seller.language,
        ),
        expiresAt,
      })),
    };
  }
}
