import { Query } from '@nestjs/cqrs';
import type { SellerReportDto } from '../../report/seller-report.dto';

/** The report a signed link names, in its seller's language. */
export class GetSellerReportQuery extends Query<SellerReportDto> {
  constructor(readonly token: string) {
    super();
  }
}
