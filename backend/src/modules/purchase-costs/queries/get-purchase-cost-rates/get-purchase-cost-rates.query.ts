import { Query } from '@nestjs/cqrs';
import type { PurchaseCostRatesDto } from './purchase-cost-rates.dto';

export class GetPurchaseCostRatesQuery extends Query<PurchaseCostRatesDto> {}
