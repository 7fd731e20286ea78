import { Query } from '@nestjs/cqrs';

/** A property's mandate as other modules need it: the terms the agency sells under. */
export interface PropertyMandate {
  propertyId: string;
  exclusive: boolean;
  /** Commission on the sale price, in percent (IVA is added on top). */
  commissionPercent: number;
  /** Madrid calendar dates, YYYY-MM-DD. */
  startsOn: string;
  endsOn: string;
  askingPriceEur: number;
}

/** The property's mandate in force or most recently recorded; null when none was ever recorded. */
export class GetPropertyMandateQuery extends Query<PropertyMandate | null> {
  constructor(readonly propertyId: string) {
    super();
  }
}
