import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderContext } from '../../lib/api/loader-context';
import { propertyLoader } from '../../features/catalogue/routes/loaders';
import { purchaseCostRatesLoader } from '../../features/purchase-costs/routes/loaders';

/**
 * /property/:id's data: the catalogue's listing and the purchase-cost rates its "What it costs" section
 * computes with. The server waits for both (its page goes out with the figures); the browser shows the
 * listing as soon as it has it, the rates following (they are cached for the visit).
 */
export async function propertyWithCostsLoader(args: LoaderFunctionArgs, context: LoaderContext) {
  const rates = purchaseCostRatesLoader(args, context);
  await propertyLoader(args, context);
  if (import.meta.env.SSR) await rates;
  return null;
}
