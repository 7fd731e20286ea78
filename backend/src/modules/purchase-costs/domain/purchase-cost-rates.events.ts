import type { DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { PurchaseCostRate } from './purchase-cost-rates';

/** The one table of Cantabria's purchase costs (`rates-<region>`, named like every stream: kind-id). */
export const PURCHASE_COST_RATES_STREAM = 'rates-cantabria';

/** The whole table as the owner saved it (the first one is the seed of the rates in force). No personal data. */
export type PurchaseCostRatesRevised = DomainEvent<
  'PurchaseCostRatesRevised',
  { rates: PurchaseCostRate[]; revisedAt: string }
>;

export type PurchaseCostRatesEvent = PurchaseCostRatesRevised;

export const purchaseCostRatesEvents = defineEvents<PurchaseCostRatesEvent>({
  PurchaseCostRatesRevised: {},
});

export const PURCHASE_COST_RATES_EVENT_TYPES = purchaseCostRatesEvents.types;
