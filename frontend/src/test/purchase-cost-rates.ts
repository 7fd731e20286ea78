/** The one rate fixture of the purchase-cost tests, kept with the calculation in the backend. */
export { TEST_RATES } from '../../../backend/src/modules/purchase-costs/domain/purchase-cost-test-rates';
