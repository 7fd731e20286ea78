import { Query } from '@nestjs/cqrs';
import type { SellerDataExportDto } from './seller-data-export.dto';

export class ExportSellerDataQuery extends Query<SellerDataExportDto> {
  constructor(readonly sellerId: string) {
    super();
  }
}
