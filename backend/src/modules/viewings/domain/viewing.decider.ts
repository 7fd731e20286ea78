import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import type { Language, LocalizedText } from '../../../platform/i18n/languages';
import type { ViewingAppointment, ViewingEvent, ViewingInterest, ViewingStatus } from './viewing.events';
import { resolveSlots, type SlotInput, type ViewingMode, type ViewingSlot } from './viewing-slots';

/** A client may cancel or move a confirmed viewing until two hours before it; staff may at any time. */
export const CLIENT_CHANGE_HOURS = 2;
export const VIEWING_LIMITS = { message: 2000, reason: 500, remarks: 2000 } as const;

export type ViewingCommand =
  | {
      type: 'RequestViewing';
      viewingId: string;
      clientId: string;
      propertyId: string;
      propertyTitle: LocalizedText;
      propertyReference: string;
      propertyImage: string | null;
      slots: readonly SlotInput[];
      message: string;
      phone: string;
      language: Language;
      now: string;
    }
  /** Staff confirm one of the requested slots (by its position) with an agent. */
  | { type: 'ConfirmViewing'; viewingId: string; slot: number; agentId: string; now: string }
  | { type: 'ProposeViewingTime'; viewingId: string; slot: SlotInput; agentId: string; now: string }
  | { type: 'AcceptProposedTime'; viewingId: string; clientId: string; now: string }
  | { type: 'DeclineViewing'; viewingId: string; reason: string; now: string }
  | {
      type: 'CancelViewing';
      viewingId: string;
      /** The client's id when they cancel; null when staff do. */
      clientId: string | null;
      reason: string | null;
      now: string;
    }
  | {
      type: 'RequestViewingMove';
      viewingId: string;
      clientId: string;
      slots: readonly SlotInput[];
      now: string;
    }
  | { type: 'CompleteViewing'; viewingId: string; now: string }
  | { type: 'MarkViewingNoShow'; viewingId: string; now: string }
  /** After the visit, the agent records how the buyer took it. */
  | {
      type: 'RecordViewingFeedback';
      viewingId: string;
      interest: ViewingInterest;
      remarks: string;
      now: string;
    };

export interface ViewingState {
  status: ViewingStatus | 'none';
  clientId: string | null;
  slots: readonly ViewingSlot[];
  proposal: { start: string; end: string; mode: ViewingMode; agentId: string } | null;
  appointment: ViewingAppointment | null;
  /** The SEQUENCE the next invitation or cancellation carries. */
  nextSequence: number;
}

const HOUR = 3600_000;

function notFound(viewingId: string): DomainError {
  return new DomainError('not_found', 'viewing_not_found', `Viewing ${viewingId} does not exist`);
}

/** The viewing, which must exist and, for a client's command, be theirs (anyone else's reads as unknown). */
function requireViewing(state: ViewingState, viewingId: string, clientId?: string | null): void {
  if (state.status === 'none' || (clientId && state.clientId !== clientId)) throw notFound(viewingId);
}

function requireStatus(state: ViewingState, allowed: readonly ViewingStatus[], action: string): void {
  if (!allowed.includes(state.status as ViewingStatus)) {
    throw new DomainError(
      'conflict',
      'viewing_status_conflict',
      `A ${state.status} viewing cannot be ${action}`,
      { status: state.status, allowed },
    );
  }
}

/** A client's change to a confirmed viewing comes at least two hours before it. */
function requireClientLeadTime(state: ViewingState, now: string): void {
  if (!state.appointment) return;
  if (Date.parse(state.appointment.start) - Date.parse(now) < CLIENT_CHANGE_HOURS * HOUR) {
    throw new DomainError(
      'conflict',
      'viewing_change_too_late',
      `A confirmed viewing can be changed online until ${CLIENT_CHANGE_HOURS} hours before it`,
    );
  }
}

function requireStarted(state: ViewingState, now: string): void {
  if (state.appointment && Date.parse(now) < Date.parse(state.appointment.start)) {
    throw new DomainError('conflict', 'viewing_not_started', 'The viewing has not taken place yet');
  }
}

function confirmed(
  viewingId: string,
  appointment: Omit<ViewingAppointment, 'sequence'>,
  state: ViewingState,
  now: string,
): ViewingEvent {
  return {
    type: 'ViewingConfirmed',
    data: { viewingId, ...appointment, sequence: state.nextSequence, confirmedAt: now },
  };
}

function decide(command: ViewingCommand, state: ViewingState): ViewingEvent[] {
  const now = new Date(command.now);
  if (command.type === 'RequestViewing') {
    if (state.status !== 'none') {
      throw new DomainError('conflict', 'viewing_exists', `Viewing ${command.viewingId} exists already`);
    }
    const { type: _type, now: requestedAt, slots, ...data } = command;
    return [{ type: 'ViewingRequested', data: { ...data, slots: resolveSlots(slots, now), requestedAt } }];
  }
  const clientId = 'clientId' in command ? command.clientId : null;
  requireViewing(state, command.viewingId, clientId);
  const { viewingId } = command;
  switch (command.type) {
    case 'ConfirmViewing': {
      requireStatus(state, ['requested'], 'confirmed');
      const slot = state.slots[command.slot];
      if (!slot) {
        throw new DomainError('invalid', 'viewing_slot_unknown', 'The viewing has no such slot', {
          field: 'slot',
        });
      }
      return [confirmed(viewingId, { ...slot, agentId: command.agentId }, state, command.now)];
    }
    case 'ProposeViewingTime': {
      requireStatus(state, ['requested', 'proposed'], 'given another time');
      const [slot] = resolveSlots([command.slot], now, (_index, part) => `slot.${part}`).map(
        ({ start, end, mode }) => ({
          start,
          end,
          mode,
        }),
      );
      return [
        {
          type: 'ViewingTimeProposed',
          data: { viewingId, ...slot, agentId: command.agentId, proposedAt: command.now },
        },
      ];
    }
    case 'AcceptProposedTime': {
      requireStatus(state, ['proposed'], 'accepted');
      const proposal = state.proposal!;
      if (Date.parse(proposal.start) <= now.getTime()) {
        throw new DomainError('conflict', 'viewing_proposal_past', 'The proposed time has passed');
      }
      return [confirmed(viewingId, proposal, state, command.now)];
    }
    case 'DeclineViewing':
      requireStatus(state, ['requested', 'proposed'], 'declined');
      return [
        { type: 'ViewingDeclined', data: { viewingId, reason: command.reason, declinedAt: command.now } },
      ];
    case 'CancelViewing':
      requireStatus(state, ['requested', 'proposed', 'confirmed'], 'cancelled');
      if (command.clientId) requireClientLeadTime(state, command.now);
      return [
        {
          type: 'ViewingCancelled',
          data: {
            viewingId,
            by: command.clientId ? 'client' : 'staff',
            reason: command.reason,
            released: state.appointment,
            sequence: state.nextSequence,
            cancelledAt: command.now,
          },
        },
      ];
    case 'RequestViewingMove':
      requireStatus(state, ['proposed', 'confirmed'], 'moved');
      requireClientLeadTime(state, command.now);
      return [
        {
          type: 'ViewingMoveRequested',
          data: {
            viewingId,
            slots: resolveSlots(command.slots, now),
            released: state.appointment,
            sequence: state.nextSequence,
            requestedAt: command.now,
          },
        },
      ];
    case 'CompleteViewing':
      requireStatus(state, ['confirmed'], 'marked done');
      requireStarted(state, command.now);
      return [{ type: 'ViewingCompleted', data: { viewingId, completedAt: command.now } }];
    case 'MarkViewingNoShow':
      requireStatus(state, ['confirmed'], 'marked as a no-show');
      requireStarted(state, command.now);
      return [{ type: 'ViewingMarkedNoShow', data: { viewingId, markedAt: command.now } }];
    case 'RecordViewingFeedback':
      requireStatus(state, ['done'], 'given feedback');
      return [
        {
          type: 'ViewingFeedbackRecorded',
          data: { viewingId, interest: command.interest, remarks: command.remarks, recordedAt: command.now },
        },
      ];
  }
}

function evolve(state: ViewingState, event: ViewingEvent): ViewingState {
  switch (event.type) {
    case 'ViewingRequested':
      return { ...state, status: 'requested', clientId: event.data.clientId, slots: event.data.slots };
    case 'ViewingConfirmed': {
      const { viewingId: _id, confirmedAt: _at, ...appointment } = event.data;
      return {
        ...state,
        status: 'confirmed',
        proposal: null,
        appointment,
        nextSequence: appointment.sequence + 1,
      };
    }
    case 'ViewingTimeProposed': {
      const { start, end, mode, agentId } = event.data;
      return { ...state, status: 'proposed', proposal: { start, end, mode, agentId } };
    }
    case 'ViewingDeclined':
      return { ...state, status: 'declined', proposal: null };
    case 'ViewingCancelled':
      return {
        ...state,
        status: 'cancelled',
        proposal: null,
        appointment: null,
        nextSequence: event.data.sequence + 1,
      };
    case 'ViewingMoveRequested':
      return {
        ...state,
        status: 'requested',
        slots: event.data.slots,
        proposal: null,
        appointment: null,
        nextSequence: event.data.sequence + 1,
      };
    case 'ViewingCompleted':
      return { ...state, status: 'done' };
    case 'ViewingMarkedNoShow':
      return { ...state, status: 'no_show' };
    case 'ViewingFeedbackRecorded':
      return state;
  }
}

/**
 * A viewing from request to visit. Staff confirm one of the client's slots, propose another time or decline;
 * the client accepts a proposal, cancels, or asks for other times; staff record how it went and, after the
 * visit, the buyer's interest.
 */
export const viewingDecider: Decider<ViewingCommand, ViewingState, ViewingEvent> = {
  initialState: {
    status: 'none',
    clientId: null,
    slots: [],
    proposal: null,
    appointment: null,
    nextSequence: 0,
  },
  decide,
  evolve,
};
