/** What an admin sees instead of a personal value; owners see the event as stored. */
export const MASK = '•••';

/**
 * The personal fields of each event type (dotted paths into the event's data), the one list the history
 * masks for admins. A new event type that carries a name, an address, a phone or a person's free text
 * belongs here.
 */
export const PERSONAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  UserRegistered: ['email', 'firstName', 'lastName', 'displayName', 'phone'],
  EmailVerified: ['email'],
  PasswordResetRequested: ['email'],
  ProfileUpdated: ['changes.firstName', 'changes.lastName', 'changes.displayName', 'changes.phone'],
  EmailChangeRequested: ['newEmail'],
  EmailChanged: ['previousEmail', 'email'],
  InquirySent: ['name', 'email', 'phone', 'subject', 'message'],
  InquiryNoteAdded: ['text'],
  InquiryReplied: ['message'],
  BookingRecorded: ['guestName', 'guestEmail'],
  BookingRequested: ['phone', 'notes'],
  BookingCancelled: ['reason'],
  ViewingRequested: ['phone', 'message'],
  ViewingCancelled: ['reason'],
};

/** A copy of the event's data with its personal fields masked; absent and null values stay as they are. */
export function maskPersonalData(type: string, data: unknown): unknown {
  const paths = PERSONAL_FIELDS[type];
  if (!paths) return data;
  return paths.reduce((masked, path) => maskPath(masked, path.split('.')), data);
}

function maskPath(value: unknown, [field, ...rest]: string[]): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (record[field] === undefined || record[field] === null) return value;
  return { ...record, [field]: rest.length === 0 ? MASK : maskPath(record[field], rest) };
}
