import type { Decider, DomainEvent } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import { isPortal, normalizedPortals, type Portal } from './portals';

/** The owner chose the portals a listing goes to (none: it leaves every portal's feed). */
export type PropertyPortalsChosen = DomainEvent<
  'PropertyPortalsChosen',
  { propertyId: string; portals: Portal[]; chosenAt: string }
>;

export type PortalChoiceEvent = PropertyPortalsChosen;

export const portalChoiceEvents = defineEvents<PortalChoiceEvent>({ PropertyPortalsChosen: {} });
export const PORTAL_CHOICE_EVENT_TYPES = portalChoiceEvents.types;

/** One stream per listing: its portals. */
export const portalChoiceStreamId = (propertyId: string): string => `portals-${propertyId}`;

export interface ChoosePortals {
  type: 'ChoosePortals';
  propertyId: string;
  portals: readonly string[];
  now: string;
}

export interface PortalChoiceState {
  portals: Portal[];
}

export const portalChoiceDecider: Decider<ChoosePortals, PortalChoiceState, PortalChoiceEvent> = {
  initialState: { portals: [] },
  decide(command, state) {
    const unknown = command.portals.filter((portal) => !isPortal(portal));
    if (unknown.length > 0) {
      throw new DomainError('invalid', 'unknown_portal', `Unknown portal: ${unknown.join(', ')}`);
    }
    const portals = normalizedPortals(command.portals as Portal[]);
    // Choosing what is already chosen records nothing.
    if (portals.join() === state.portals.join()) return [];
    return [
      {
        type: 'PropertyPortalsChosen',
        data: { propertyId: command.propertyId, portals, chosenAt: command.now },
      },
    ];
  },
  evolve(_state, event) {
    return { portals: event.data.portals };
  },
};
