// What other modules may use of the portals; everything else is its own.

// Events
export { PORTAL_CHOICE_EVENT_TYPES, type PortalChoiceEvent } from './domain/portal-choice';
export { FEED_TOKEN_EVENT_TYPES, type FeedTokenEvent } from './domain/feed-token';
