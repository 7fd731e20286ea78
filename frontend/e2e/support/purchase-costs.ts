import { createRequire } from 'node:module';

type Calculation =
  typeof import('../../../backend/src/modules/purchase-costs/domain/purchase-cost-calculation');
type Mortgage = typeof import('../../../backend/src/modules/purchase-costs/domain/mortgage');

const require = createRequire(import.meta.url);

/**
 * The calculator's own arithmetic (backend/src/modules/purchase-costs/domain, which the SPA's
 * lib/purchase-costs re-exports), for the figures a test expects to read. Required, as prices.ts is: the
 * backend's CommonJS package is beyond Playwright's loader of ES modules.
 */
export const { breakdownAmounts, purchaseCosts } =
  require('../../../backend/src/modules/purchase-costs/domain/purchase-cost-calculation') as Calculation;
export const { mortgage } =
  require('../../../backend/src/modules/purchase-costs/domain/mortgage') as Mortgage;
