import type { DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { Language, LocalizedText } from '../../../platform/i18n/languages';
import type { ViewingMode, ViewingSlot } from './viewing-slots';

export const VIEWING_STATUSES = [
  'requested',
  'proposed',
  'confirmed',
  'declined',
  'cancelled',
  'done',
  'no_show',
] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** How interested the buyer left the viewing, as the agent judged it. */
export const VIEWING_INTEREST_LEVELS = [
  'very_interested',
  'interested',
  'undecided',
  'not_interested',
] as const;
export type ViewingInterest = (typeof VIEWING_INTEREST_LEVELS)[number];

/** The appointment an agent holds: what a confirmation books and a cancellation or a move releases. */
export interface ViewingAppointment {
  start: string;
  end: string;
  mode: ViewingMode;
  agentId: string;
  /** The iCalendar SEQUENCE of the invitation that announced it. */
  sequence: number;
}

/**
 * The personal data of a viewing is the client's account id, the phone they gave and their message: their
 * name and address are read from their account when a mail goes out. The property's title, reference and
 * photo are kept as they were when asked, so the request reads the same after the listing changes.
 */
export type ViewingRequested = DomainEvent<
  'ViewingRequested',
  {
    viewingId: string;
    clientId: string;
    propertyId: string;
    propertyTitle: LocalizedText;
    propertyReference: string;
    propertyImage: string | null;
    slots: ViewingSlot[];
    message: string;
    phone: string;
    language: Language;
    requestedAt: string;
  }
>;
export type ViewingConfirmed = DomainEvent<
  'ViewingConfirmed',
  ViewingAppointment & { viewingId: string; confirmedAt: string }
>;
/** Staff offer another time; the client accepts it (confirmed) or asks for other times (a move). */
export type ViewingTimeProposed = DomainEvent<
  'ViewingTimeProposed',
  { viewingId: string; start: string; end: string; mode: ViewingMode; agentId: string; proposedAt: string }
>;
export type ViewingDeclined = DomainEvent<
  'ViewingDeclined',
  { viewingId: string; reason: string; declinedAt: string }
>;
export type ViewingCancelled = DomainEvent<
  'ViewingCancelled',
  {
    viewingId: string;
    by: 'client' | 'staff';
    reason: string | null;
    /** The appointment given back, when it was confirmed; its invitation is withdrawn with `sequence`. */
    released: ViewingAppointment | null;
    sequence: number;
    cancelledAt: string;
  }
>;
/** The client asks for other times: the viewing is requested again and a confirmed appointment released. */
export type ViewingMoveRequested = DomainEvent<
  'ViewingMoveRequested',
  {
    viewingId: string;
    slots: ViewingSlot[];
    released: ViewingAppointment | null;
    sequence: number;
    requestedAt: string;
  }
>;
export type ViewingCompleted = DomainEvent<'ViewingCompleted', { viewingId: string; completedAt: string }>;
export type ViewingMarkedNoShow = DomainEvent<'ViewingMarkedNoShow', { viewingId: string; markedAt: string }>;
/**
 * The agent's account of a viewing that took place: the buyer's interest and their remarks, for the agency
 * and, without the buyer's name, for the seller. Recorded again to correct it; the last one holds.
 */
export type ViewingFeedbackRecorded = DomainEvent<
  'ViewingFeedbackRecorded',
  { viewingId: string; interest: ViewingInterest; remarks: string; recordedAt: string }
>;

export type ViewingEvent =
  | ViewingRequested
  | ViewingConfirmed
  | ViewingTimeProposed
  | ViewingDeclined
  | ViewingCancelled
  | ViewingMoveRequested
  | ViewingCompleted
  | ViewingMarkedNoShow
  | ViewingFeedbackRecorded;

export const viewingEvents = defineEvents<ViewingEvent>({
  ViewingRequested: {},
  ViewingConfirmed: {},
  ViewingTimeProposed: {},
  ViewingDeclined: {},
  ViewingCancelled: {},
  ViewingMoveRequested: {},
  ViewingCompleted: {},
  ViewingMarkedNoShow: {},
  ViewingFeedbackRecorded: {},
});

export const VIEWING_EVENT_TYPES = viewingEvents.types;

export const viewingStreamId = (viewingId: string): string => `viewing-${viewingId}`;
