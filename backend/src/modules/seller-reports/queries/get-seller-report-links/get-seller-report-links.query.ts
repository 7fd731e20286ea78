import { Query } from '@nestjs/cqrs';
import type { SellerReportLinksDto } from './seller-report-link.dto';

/** A fresh link to the current week's report for each current seller of a property. */
export class GetSellerReportLinksQuery extends Query<SellerReportLinksDto> {
  constructor(readonly propertyId: string) {
    super();
  }
}
