import type { DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import type { Decider } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { accountActorId, type EventMetadata } from '../../../platform/event-store/stored-event';
import type { Language } from '../../../platform/i18n/languages';

/**
 * An inquiry from the contact form or a property page. It holds personal data (name, e-mail, phone):
 * kept to what the agency needs to answer; erasure on request is planned through crypto-shredding.
 */
export interface InquiryContent {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  propertyId: string | null;
  language: Language;
}

/** new -> in_progress -> answered -> closed; a reply makes it answered, staff may reopen a closed one. */
export const INQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * The statuses staff may set by hand from each status. `answered` comes only with a reply and `new` only
 * with the inquiry itself; reopening a closed inquiry puts it back in progress.
 */
export const MANUAL_STATUS_TRANSITIONS: Record<InquiryStatus, readonly InquiryStatus[]> = {
  new: ['in_progress', 'closed'],
  in_progress: ['closed'],
  answered: ['in_progress', 'closed'],
  closed: ['in_progress'],
};

/**
 * The account that sent it is the event's actor (its metadata), named once: the content is what the sender
 * typed. The store hands events to `evolve` with their metadata.
 */
export type InquirySent = DomainEvent<
  'InquirySent',
  InquiryContent & { inquiryId: string; sentAt: string }
> & {
  readonly metadata?: EventMetadata;
};
export type InquiryStatusChanged = DomainEvent<
  'InquiryStatusChanged',
  { inquiryId: string; from: InquiryStatus; to: InquiryStatus; changedAt: string }
>;
/** `assigneeId` null: nobody is in charge any more. */
export type InquiryAssigned = DomainEvent<
  'InquiryAssigned',
  { inquiryId: string; assigneeId: string | null; assignedAt: string }
>;
/** Internal: never shown to the client. */
export type InquiryNoteAdded = DomainEvent<
  'InquiryNoteAdded',
  { inquiryId: string; noteId: string; staffId: string; text: string; addedAt: string }
>;
export type InquiryReplied = DomainEvent<
  'InquiryReplied',
  { inquiryId: string; replyId: string; staffId: string; message: string; repliedAt: string }
>;
/** The client read the agency's replies up to and including `replyId`. */
export type InquiryRepliesRead = DomainEvent<
  'InquiryRepliesRead',
  { inquiryId: string; replyId: string; readAt: string }
>;
/** A visitor's inquiry joins the account that verified the same address later. */
export type InquiryJoinedAccount = DomainEvent<
  'InquiryJoinedAccount',
  { inquiryId: string; userId: string; joinedAt: string }
>;

export type InquiryEvent =
  | InquirySent
  | InquiryStatusChanged
  | InquiryAssigned
  | InquiryNoteAdded
  | InquiryReplied
  | InquiryRepliesRead
  | InquiryJoinedAccount;

export const inquiryEvents = defineEvents<InquiryEvent>({
  InquirySent: {},
  InquiryStatusChanged: {},
  InquiryAssigned: {},
  InquiryNoteAdded: {},
  InquiryReplied: {},
  InquiryRepliesRead: {},
  InquiryJoinedAccount: {},
});

export const INQUIRY_EVENT_TYPES = inquiryEvents.types;

export type SendInquiry = InquiryContent & { type: 'SendInquiry'; inquiryId: string; sentAt: string };
export type InquiryCommand =
  | SendInquiry
  | { type: 'ChangeInquiryStatus'; inquiryId: string; status: InquiryStatus; at: string }
  | { type: 'AssignInquiry'; inquiryId: string; assigneeId: string | null; at: string }
  | { type: 'AddInquiryNote'; inquiryId: string; noteId: string; staffId: string; text: string; at: string }
  | {
      type: 'ReplyToInquiry';
      inquiryId: string;
      replyId: string;
      staffId: string;
      message: string;
      at: string;
    }
  | { type: 'MarkRepliesRead'; inquiryId: string; userId: string; at: string }
  | { type: 'JoinAccount'; inquiryId: string; userId: string; at: string };

export interface InquiryState {
  sent: boolean;
  status: InquiryStatus;
  /** The client's account: the signed-in sender, or the account the inquiry joined. */
  ownerId: string | null;
  assigneeId: string | null;
  replyIds: string[];
  /** The last reply the client has read. */
  readReplyId: string | null;
}

export const inquiryStreamId = (inquiryId: string): string => `inquiry-${inquiryId}`;

export function inquiryNotFound(inquiryId: string): DomainError {
  return new DomainError('not_found', 'inquiry_not_found', `Inquiry ${inquiryId} does not exist`);
}

function changeStatus(
  command: Extract<InquiryCommand, { type: 'ChangeInquiryStatus' }>,
  state: InquiryState,
): InquiryEvent[] {
  if (command.status === state.status) return [];
  if (!MANUAL_STATUS_TRANSITIONS[state.status].includes(command.status)) {
    throw new DomainError(
      'invalid',
      'inquiry_status_transition_not_allowed',
      `An inquiry cannot go from ${state.status} to ${command.status}`,
      { from: state.status, to: command.status },
    );
  }
  const { inquiryId, at } = command;
  return [
    {
      type: 'InquiryStatusChanged',
      data: { inquiryId, from: state.status, to: command.status, changedAt: at },
    },
  ];
}

function required(text: string): void {
  if (!text.trim()) throw new DomainError('invalid', 'required', 'The text is required');
}

export const inquiryDecider: Decider<InquiryCommand, InquiryState, InquiryEvent> = {
  initialState: {
    sent: false,
    status: 'new',
    ownerId: null,
    assigneeId: null,
    replyIds: [],
    readReplyId: null,
  },
  decide(command, state) {
    if (command.type === 'SendInquiry') {
      if (state.sent)
        throw new DomainError('conflict', 'inquiry_already_sent', 'This inquiry was sent already');
      required(command.message);
      const { type: _type, ...data } = command;
      return [{ type: 'InquirySent', data }];
    }
    if (!state.sent) throw inquiryNotFound(command.inquiryId);
    const { inquiryId, at } = command;
    switch (command.type) {
      case 'ChangeInquiryStatus':
        return changeStatus(command, state);
      case 'AssignInquiry':
        if (command.assigneeId === state.assigneeId) return [];
        return [
          { type: 'InquiryAssigned', data: { inquiryId, assigneeId: command.assigneeId, assignedAt: at } },
        ];
      case 'AddInquiryNote':
        required(command.text);
        return [
          {
            type: 'InquiryNoteAdded',
            data: {
              inquiryId,
              noteId: command.noteId,
              staffId: command.staffId,
              text: command.text,
              addedAt: at,
            },
          },
        ];
      case 'ReplyToInquiry':
        if (state.status === 'closed') {
          throw new DomainError('conflict', 'inquiry_closed', 'Reopen this inquiry before replying to it');
        }
        required(command.message);
        return [
          {
            type: 'InquiryReplied',
            data: {
              inquiryId,
              replyId: command.replyId,
              staffId: command.staffId,
              message: command.message,
              repliedAt: at,
            },
          },
        ];
      case 'MarkRepliesRead': {
        // Someone else's inquiry is none of theirs: it does not exist for them.
        if (state.ownerId !== command.userId) throw inquiryNotFound(inquiryId);
        const last = state.replyIds.at(-1);
        if (!last || last === state.readReplyId) return [];
        return [{ type: 'InquiryRepliesRead', data: { inquiryId, replyId: last, readAt: at } }];
      }
      case 'JoinAccount':
        if (state.ownerId) return [];
        return [{ type: 'InquiryJoinedAccount', data: { inquiryId, userId: command.userId, joinedAt: at } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'InquirySent':
        return { ...state, sent: true, ownerId: event.metadata ? accountActorId(event.metadata) : null };
      case 'InquiryStatusChanged':
        return { ...state, status: event.data.to };
      case 'InquiryAssigned':
        return { ...state, assigneeId: event.data.assigneeId };
      case 'InquiryNoteAdded':
        return state;
      case 'InquiryReplied':
        return { ...state, status: 'answered', replyIds: [...state.replyIds, event.data.replyId] };
      case 'InquiryRepliesRead':
        return { ...state, readReplyId: event.data.replyId };
      case 'InquiryJoinedAccount':
        return { ...state, ownerId: event.data.userId };
    }
  },
};

/**
 * Where an inquiry came from: a property page names its property; a booking request starts its subject with
 * the words the premium services' booking button put there before bookings had their own form (the
 * catalogue's texts of the time, in each language). The log keeps those inquiries, so the inbox still
 * tells them apart; new booking requests are bookings (/admin/bookings), not inquiries.
 */
export type InquirySource = 'contact' | 'property' | 'booking';
export const INQUIRY_SOURCES: readonly InquirySource[] = ['contact', 'property', 'booking'];
const BOOKING_SUBJECT_PREFIXES = [
  'Solicitud de reserva:',
  'Booking request:',
  'Buchungsanfrage:',
  'Запрос на бронирование:',
  'Барање за резервација:',
];

export function inquirySource(content: Pick<InquiryContent, 'propertyId' | 'subject'>): InquirySource {
  if (content.propertyId) return 'property';
  const subject = content.subject?.trim().toLowerCase() ?? '';
  return BOOKING_SUBJECT_PREFIXES.some((prefix) => subject.startsWith(prefix.toLowerCase()))
    ? 'booking'
    : 'contact';
}
