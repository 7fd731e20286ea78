import { accountActorId, type EventMetadata } from '../event-store/stored-event';

type EventData = Record<string, unknown>;

/** A person whose data an account holds: the account itself. */
export const accountPerson = (userId: string): string => `account-${userId}`;

/**
 * What an event type carries of a person. The event store seals `fields` with the key of `subject` when it
 * appends, opens them when it reads, and reads them as null once that key is erased (crypto-shredding).
 */
export interface EventPersonalData {
  /** Dotted paths into the event's data. */
  readonly fields: readonly string[];
  /** The person the fields belong to: an account, or a person of their own (a visitor's inquiry, a guest). */
  readonly subject: (data: EventData, metadata: EventMetadata) => string;
  /** The account this person belongs to, when the event tells: erasing that account erases them too. */
  readonly account?: (data: EventData, metadata: EventMetadata) => string | null;
  /** Appending the event erases the keys of this account and of every person linked to it. */
  readonly erasesAccount?: (data: EventData) => string;
}

/** The id an event names in `field`, or null when it names none. */
const idIn = (data: EventData, field: string): string | null =>
  typeof data[field] === 'string' ? (data[field] as string) : null;
const text = (data: EventData, field: string): string => String(data[field]);
const ofAccount = (data: EventData) => accountPerson(text(data, 'userId'));
const ownAccount = (data: EventData) => idIn(data, 'userId');
const inquiry = (data: EventData) => `inquiry-${text(data, 'inquiryId')}`;
const booking = (data: EventData) => `booking-${text(data, 'bookingId')}`;
const viewing = (data: EventData) => `viewing-${text(data, 'viewingId')}`;
const offer = (data: EventData) => `offer-${text(data, 'offerId')}`;
const seller = (data: EventData) => `seller-${text(data, 'sellerId')}`;

/**
 * The register of personal data in events, one entry per event type that carries a name, an address, a
 * phone or a person's free text (or links a person to an account). The platform names the types as plain
 * strings and imports no module: this is the one list an audit reads, and a new event type with personal
 * data belongs here. Identity's accounts are their own subject; an inquiry, a booking and a viewing are
 * each a person of their own, linked to the client's account when there is one (the signed-in sender, the
 * account a visitor's inquiry joined, the requesting client, the account a recorded stay's guest joined), so
 * erasing the account erases them too.
 */
export const EVENT_PERSONAL_DATA: Readonly<Record<string, EventPersonalData>> = {
  UserRegistered: {
    fields: ['email', 'firstName', 'lastName', 'displayName', 'phone'],
    subject: ofAccount,
    account: ownAccount,
  },
  EmailVerified: { fields: ['email'], subject: ofAccount, account: ownAccount },
  PasswordResetRequested: { fields: ['email'], subject: ofAccount, account: ownAccount },
  ProfileUpdated: {
    fields: ['changes.firstName', 'changes.lastName', 'changes.displayName', 'changes.phone'],
    subject: ofAccount,
    account: ownAccount,
  },
  EmailChangeRequested: { fields: ['newEmail'], subject: ofAccount, account: ownAccount },
  EmailChanged: { fields: ['previousEmail', 'email'], subject: ofAccount, account: ownAccount },
  // A browser and system family ("Chrome", "macOS") singles nobody out: nothing to seal, but its mail job names
  // the account, so erasing the account takes the job back.
  StaffSignedInFromNewDevice: { fields: [], subject: ofAccount, account: ownAccount },
  AccountErased: { fields: [], subject: ofAccount, erasesAccount: (data) => text(data, 'userId') },
  // A saved search's name is the client's own words ("Casa para Juan y Marta"): the account's data.
  SearchSaved: { fields: ['name'], subject: ofAccount, account: ownAccount },
  SavedSearchRenamed: { fields: ['name'], subject: ofAccount, account: ownAccount },
  InquirySent: {
    fields: ['name', 'email', 'phone', 'subject', 'message'],
    subject: inquiry,
    account: (_data, metadata) => accountActorId(metadata),
  },
  InquiryNoteAdded: { fields: ['text'], subject: inquiry },
  InquiryReplied: { fields: ['message'], subject: inquiry },
  InquiryJoinedAccount: { fields: [], subject: inquiry, account: ownAccount },
  BookingRecorded: { fields: ['guestName', 'guestEmail'], subject: booking },
  BookingGuestJoinedAccount: { fields: [], subject: booking, account: ownAccount },
  BookingRequested: {
    fields: ['phone', 'notes'],
    subject: booking,
    account: (data) => idIn(data, 'clientId'),
  },
  BookingDeclined: { fields: ['reason'], subject: booking },
  // The agency's note to the client on a changed amount ("descuento por su segunda estancia"): about them.
  BookingPriceAdjusted: { fields: ['note'], subject: booking },
  BookingCancelled: { fields: ['reason'], subject: booking },
  ViewingRequested: {
    fields: ['phone', 'message'],
    subject: viewing,
    account: (data) => idIn(data, 'clientId'),
  },
  ViewingDeclined: { fields: ['reason'], subject: viewing },
  ViewingCancelled: { fields: ['reason'], subject: viewing },
  // An offer's conditions are free text (the buyer's, or the seller's answer to them): about the buyer.
  OfferMade: { fields: ['conditions'], subject: offer, account: (data) => idIn(data, 'clientId') },
  OfferCountered: { fields: ['conditions'], subject: offer },
  // Why the deal fell through, typed by staff ("the buyer's mortgage was refused"): about the buyer.
  SaleFellThrough: { fields: ['reason'], subject: offer },
  // What the buyer said at the visit, in the agent's words.
  ViewingFeedbackRecorded: { fields: ['remarks'], subject: viewing },
  // A property's seller is a person of their own, without an account: an owner erases them one by one.
  SellerAdded: { fields: ['name', 'email', 'phone'], subject: seller },
  SellerUpdated: { fields: ['name', 'email', 'phone'], subject: seller },
};

/** The personal fields of each event type that has any (dotted paths into the event's data). */
export const PERSONAL_FIELDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(EVENT_PERSONAL_DATA)
    .filter(([, entry]) => entry.fields.length > 0)
    .map(([type, entry]) => [type, entry.fields]),
);
