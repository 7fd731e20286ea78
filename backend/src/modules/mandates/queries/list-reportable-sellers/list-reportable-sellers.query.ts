import { Query } from '@nestjs/cqrs';

/** A seller of a property whose mandate is in force. */
export interface ReportableSeller {
  propertyId: string;
  sellerId: string;
}

/**
 * Every current seller (neither removed nor erased) of every property whose mandate is in force on `onDate`
 * (a Madrid date, YYYY-MM-DD, between its start and end), in one read: the weekly reports' recipients.
 */
export class ListReportableSellersQuery extends Query<ReportableSeller[]> {
  constructor(readonly onDate: string) {
    super();
  }
}
