// What other modules may use of purchase costs; everything else is its own.

// Queries and their answers
export { GetPurchaseCostRatesQuery } from './queries/get-purchase-cost-rates/get-purchase-cost-rates.query';
export { PurchaseCostRatesDto } from './queries/get-purchase-cost-rates/purchase-cost-rates.dto';

// The calculation the calculator and the brochure share
export {
  MissingRateError,
  purchaseCosts,
  suggestedKind,
  type FeeKey,
  type PurchaseKind,
  type TaxLineKey,
} from './domain/purchase-cost-calculation';

// For unit tests: the rate table their worked examples read (the one fixture, the SPA's too)
export { TEST_RATES } from './domain/purchase-cost-test-rates';
