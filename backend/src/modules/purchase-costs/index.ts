// What other modules may use of purchase costs; everything else is its own.

// Queries and their answers
export { GetPurchaseCostRatesQuery } from './queries/get-purchase-cost-rates/get-purchase-cost-rates.query';
export { PurchaseCostRatesDto } from './queries/get-purchase-cost-rates/purchase-cost-rates.dto';
