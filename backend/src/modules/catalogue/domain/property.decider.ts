import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import {
  catalogueLifecycle,
  requireListed,
  type LifecycleCommand,
  type LifecycleState,
  type ListedEntry,
} from './catalogue-lifecycle.decider';
import type { PropertyStatus } from './catalogue-enums';
import type { PropertyDetails } from './property';
import type { PropertyEvent, PropertyPriceChanged, PropertyRevised } from './property.events';
import { sameDetails } from './same-details';

export interface PropertyEntry {
  kind: 'property';
  details: PropertyDetails;
  listing: { status: 'draft' | 'active'; listedAt: string };
  /** The reference it had, which the deletion frees. */
  deletion: { reference: string };
  /** `dealOpen`: a sale's deal holds the property, whose status then follows the sale (absent: none). */
  state: { status: PropertyStatus; dealOpen?: boolean };
}

/** The statuses a property's sale sets: back on the market, reserved for a deal, sold at the deed. */
export type PropertySaleStatus = 'active' | 'reserved' | 'sold';

export type PropertyCommand =
  | LifecycleCommand<PropertyEntry>
  | { type: 'ChangeStatus'; id: string; status: PropertyStatus }
  /** The sale's hand-over: a status (null: leave it) and whether a deal holds the property. */
  | { type: 'SetSaleStatus'; id: string; status: PropertySaleStatus | null; dealOpen: boolean };

export type PropertyState = LifecycleState<PropertyEntry>;

/** Which status may follow which: draft -> active -> reserved -> sold, or withdrawn; sold is final. */
export const STATUS_TRANSITIONS: Record<PropertyStatus, readonly PropertyStatus[]> = {
  draft: ['active', 'withdrawn'],
  active: ['reserved', 'sold', 'withdrawn', 'draft'],
  reserved: ['active', 'sold', 'withdrawn'],
  sold: [],
  withdrawn: ['draft', 'active'],
};

function positiveWholePrice({ price }: PropertyDetails): void {
  if (!Number.isInteger(price.saleEur) || price.saleEur <= 0) {
    throw new DomainError(
      'invalid',
      'invalid_price',
      'The sale price must be a whole number of euros above zero',
    );
  }
}

/**
 * A saved edit form, split into events that say what changed where a reader needs to know: a new price is a
 * `PropertyPriceChanged` with the old and new price (alerts of price drops rely on it), the rest of the
 * details a `PropertyRevised` (which then carries the new price too, so it always holds the full details).
 */
function revisionEvents(
  property: ListedEntry<PropertyEntry>,
  propertyId: string,
  details: PropertyDetails,
): (PropertyPriceChanged | PropertyRevised)[] {
  const events: (PropertyPriceChanged | PropertyRevised)[] = [];
  const previousPriceEur = property.details.price.saleEur;
  const priceEur = details.price.saleEur;
  if (priceEur !== previousPriceEur) {
    events.push({ type: 'PropertyPriceChanged', data: { propertyId, previousPriceEur, priceEur } });
  }
  const repriced = { ...property.details, price: { ...property.details.price, saleEur: priceEur } };
  if (!sameDetails(repriced, details)) {
    events.push({ type: 'PropertyRevised', data: { propertyId, details } });
  }
  return events;
}

/**
 * What the sale asks for, as far as it changes anything: its status (a sold property stays sold) and whether
 * a deal holds the property. Asked again, it records nothing more.
 */
function followSale(
  command: Extract<PropertyCommand, { type: 'SetSaleStatus' }>,
  property: ListedEntry<PropertyEntry>,
): PropertyEvent[] {
  const events: PropertyEvent[] = [];
  if (command.status && command.status !== property.status && property.status !== 'sold') {
    events.push({
      type: 'PropertyStatusChanged',
      data: { propertyId: command.id, from: property.status, to: command.status },
    });
  }
  if (command.dealOpen !== (property.dealOpen ?? false)) {
    events.push({
      type: 'PropertySaleDealChanged',
      data: { propertyId: command.id, dealOpen: command.dealOpen },
    });
  }
  return events;
}

const lifecycle = catalogueLifecycle<PropertyEntry, PropertyPriceChanged>({
  kind: 'property',
  validate: positiveWholePrice,
  listedState: ({ status }) => ({ status }),
  deletion: ({ details }) => ({ reference: details.reference }),
  revision: revisionEvents,
});

/** A property's lifecycle, plus its status and its own price changes. */
export const propertyDecider: Decider<PropertyCommand, PropertyState, PropertyEvent> = {
  initialState: lifecycle.initialState,

  decide(command, state) {
    if (command.type === 'SetSaleStatus')
      return followSale(command, requireListed(state, 'property', command.id));
    if (command.type !== 'ChangeStatus') return lifecycle.decide(command, state);
    const property = requireListed(state, 'property', command.id);
    if (property.dealOpen) {
      throw new DomainError(
        'conflict',
        'status_follows_sale',
        'An accepted offer holds this property: its status follows the sale until the deal ends',
      );
    }
    if (command.status === property.status) return [];
    if (!STATUS_TRANSITIONS[property.status].includes(command.status)) {
      throw new DomainError(
        'conflict',
        'invalid_status_transition',
        `A ${property.status} property cannot become ${command.status}`,
      );
    }
    return [
      {
        type: 'PropertyStatusChanged',
        data: { propertyId: command.id, from: property.status, to: command.status },
      },
    ];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'PropertyPriceChanged': {
        if (!state.listed) return state;
        const price = { ...state.details.price, saleEur: event.data.priceEur };
        return { ...state, details: { ...state.details, price } };
      }
      case 'PropertyStatusChanged':
        return state.listed ? { ...state, status: event.data.to } : state;
      case 'PropertySaleDealChanged':
        return state.listed ? { ...state, dealOpen: event.data.dealOpen } : state;
      default:
        return lifecycle.evolve(state, event);
    }
  },
};
