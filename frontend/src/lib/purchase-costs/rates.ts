/** The rate table as the calculators read it (GET /api/purchase-costs/rates), from the backend's calculation. */
export {
  MissingRateError,
  rateOf,
  toCents,
  type Rate,
  type RateKey,
} from '../../../../backend/src/modules/purchase-costs/domain/purchase-cost-calculation';
