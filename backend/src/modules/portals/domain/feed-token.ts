import type { Decider, DomainEvent } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import { isPortal, type Portal } from './portals';

/**
 * The owner replaced a portal's feed address: the token is derived from the secret, the portal and this
 * generation, so the event holds the generation and never the token. The previous address answers 404.
 */
export type PortalFeedTokenRotated = DomainEvent<
  'PortalFeedTokenRotated',
  { portal: Portal; generation: number; rotatedAt: string }
>;

export type FeedTokenEvent = PortalFeedTokenRotated;

export const feedTokenEvents = defineEvents<FeedTokenEvent>({ PortalFeedTokenRotated: {} });
export const FEED_TOKEN_EVENT_TYPES = feedTokenEvents.types;

/** One stream per portal: the generations of its feed address. */
export const feedTokenStreamId = (portal: Portal): string => `portal-${portal}`;

export interface RotateFeedToken {
  type: 'RotateFeedToken';
  portal: string;
  now: string;
}

export interface FeedTokenState {
  /** The generation the current address is derived from; 0 until a first rotation. */
  generation: number;
}

export const feedTokenDecider: Decider<RotateFeedToken, FeedTokenState, FeedTokenEvent> = {
  initialState: { generation: 0 },
  decide(command, state) {
    if (!isPortal(command.portal)) {
      throw new DomainError('not_found', 'portal_not_found', `Unknown portal: ${command.portal}`);
    }
    return [
      {
        type: 'PortalFeedTokenRotated',
        data: { portal: command.portal, generation: state.generation + 1, rotatedAt: command.now },
      },
    ];
  },
  evolve(_state, event) {
    return { generation: event.data.generation };
  },
};
