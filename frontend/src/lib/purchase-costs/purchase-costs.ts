/**
 * What buying a home in Cantabria costs, line by line: the backend's calculation, which the brochure prints
 * too, so the calculator and the brochure give the same figures.
 */
export {
  breakdownAmounts,
  FEE_KEYS,
  feeEstimate,
  purchaseCosts,
  suggestedKind,
  type FeeKey,
  type FeeLine,
  type PurchaseCosts,
  type PurchaseInput,
  type PurchaseKind,
  type TaxLine,
  type TaxLineKey,
  type TransferTaxRateKey,
} from '../../../../backend/src/modules/purchase-costs/domain/purchase-cost-calculation';
