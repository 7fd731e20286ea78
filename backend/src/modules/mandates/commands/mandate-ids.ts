import { ApiError } from '../../../platform/http/api-error';

/** Properties are named by slugs (the catalogue's ids); anything else names none. */
const PROPERTY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const SELLER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function requireMandatePropertyId(id: string): string {
  if (!PROPERTY_ID.test(id)) throw new ApiError(404, 'property_not_found', 'This property does not exist.');
  return id;
}

export function requireSellerId(id: string): string {
  if (!SELLER_ID.test(id)) throw new ApiError(404, 'seller_not_found', 'This seller does not exist.');
  return id;
}
