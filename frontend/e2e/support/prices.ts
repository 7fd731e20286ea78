import { createRequire } from 'node:module';

type Money = typeof import('../../../backend/src/platform/format/money');

/**
 * The site's euro formatter (backend/src/platform/format/money.ts, which the SPA's lib/format re-exports),
 * for what a test expects to read. Required rather than imported: it belongs to the backend's CommonJS
 * package, which Playwright's loader of ES modules cannot read, so a test imports prices from here and
 * not from lib/format.
 */
export const { formatPrice, formatShortPrice, priceFormatFor } = createRequire(import.meta.url)(
  '../../../backend/src/platform/format/money',
) as Money;
