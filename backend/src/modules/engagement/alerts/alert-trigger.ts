import type { PropertyEvent } from '../../catalogue';
import type { AlertTrigger } from './alert-log';

/** The catalogue events that can cause an alert. */
export const ALERT_EVENT_TYPES: readonly PropertyEvent['type'][] = [
  'PropertyListed',
  'PropertyStatusChanged',
  'PropertyPriceChanged',
];

/**
 * A property becomes public (listed active, or back to active from draft or withdrawn), comes back on the
 * market (reserved, then active again: the sale fell through) or its price drops: that is news for the
 * searches it matches. A price rise or any other change is not.
 */
export function alertTrigger(event: PropertyEvent): AlertTrigger | null {
  switch (event.type) {
    case 'PropertyListed':
      return event.data.status === 'active'
        ? { propertyId: event.data.propertyId, reason: 'published', priceEur: null, previousPriceEur: null }
        : null;
    case 'PropertyStatusChanged':
      return event.data.to === 'active'
        ? {
            propertyId: event.data.propertyId,
            reason: event.data.from === 'reserved' ? 'back_on_market' : 'published',
            priceEur: null,
            previousPriceEur: null,
          }
        : null;
    case 'PropertyPriceChanged':
      return event.data.priceEur < event.data.previousPriceEur
        ? {
            propertyId: event.data.propertyId,
            reason: 'price_drop',
            priceEur: event.data.priceEur,
            previousPriceEur: event.data.previousPriceEur,
          }
        : null;
    default:
      return null;
  }
}
