import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SellerReportLinks } from '../../links/seller-report-links';
import { SellerReportBuilder } from '../../report/seller-report-builder';
import type { SellerReportDto } from '../../report/seller-report.dto';
import { GetSellerReportQuery } from './get-seller-report.query';

@QueryHandler(GetSellerReportQuery)
export class GetSellerReportHandler implements IQueryHandler<GetSellerReportQuery, SellerReportDto> {
  constructor(
    private readonly links: SellerReportLinks,
    private readonly builder: SellerReportBuilder,
  ) {}

  async execute({ token }: GetSellerReportQuery): Promise<SellerReportDto> {
    const { seller, week } = await this.links.open(token);
    return this.builder.build(seller.propertyId, week, seller.language);
  }
}
