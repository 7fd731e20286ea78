import { specFor } from '../../../platform/testing/given-when-then';
import {
  inquiryDecider,
  inquirySource,
  INQUIRY_STATUSES,
  MANUAL_STATUS_TRANSITIONS,
  type InquiryEvent,
  type InquiryStatus,
  type SendInquiry,
} from './inquiry';

const given = specFor(inquiryDecider);
const ID = '6f1c1f0e-8a55-4f1b-9d0e-0d1f3d3b9a10';
const CLIENT = '1d0c9b8a-7f6e-4d5c-8b4a-392817160504';
const STAFF = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const AT = '2026-11-22T09:00:00.000Z';
const inquiry: SendInquiry = {
  type: 'SendInquiry',
  inquiryId: ID,
  sentAt: '2026-11-21T10:00:00.000Z',
  name: 'Ana García',
  email: 'ana@example.com',
  phone: null,
  subject: 'Visita',
  message: 'Me gustaría visitar la villa.',
  propertyId: 'villa-sardinero-santander',
  language: 'es',
};
const { type: _type, ...sentData } = inquiry;
const sent: InquiryEvent = { type: 'InquirySent', data: sentData };
const sentByClient: InquiryEvent = { ...sent, metadata: { actorId: CLIENT } };
const moved = (from: InquiryStatus, to: InquiryStatus): InquiryEvent => ({
  type: 'InquiryStatusChanged',
  data: { inquiryId: ID, from, to, changedAt: AT },
});
const replied = (replyId: string): InquiryEvent => ({
  type: 'InquiryReplied',
  data: { inquiryId: ID, replyId, staffId: STAFF, message: 'Con mucho gusto.', repliedAt: AT },
});
/** A history that leaves the inquiry in `status`. */
const inStatus: Record<InquiryStatus, InquiryEvent[]> = {
  new: [sent],
  in_progress: [sent, moved('new', 'in_progress')],
  answered: [sent, replied('r1')],
  closed: [sent, moved('new', 'closed')],
};
const changeTo = (status: InquiryStatus) =>
  ({ type: 'ChangeInquiryStatus', inquiryId: ID, status, at: AT }) as const;
const reply = {
  type: 'ReplyToInquiry',
  inquiryId: ID,
  replyId: 'r2',
  staffId: STAFF,
  message: 'Con mucho gusto.',
  at: AT,
} as const;

describe('inquiry decider', () => {
  describe('sending', () => {
    it('records the inquiry as sent, new and unassigned', () => {
      expect(given([]).when(inquiry)).toEqual([sent]);
      expect(given([sent]).state()).toMatchObject({ status: 'new', assigneeId: null, ownerId: null });
    });

    it("belongs to the signed-in client who sent it (the event's actor)", () => {
      expect(given([sentByClient]).state().ownerId).toBe(CLIENT);
      expect(given([{ ...sent, metadata: { actorId: 'system' } }]).state().ownerId).toBeNull();
    });

    it('refuses an empty message', () => {
      expect(() => given([]).when({ ...inquiry, message: '   ' })).toThrow('required');
    });

    it('sends an inquiry only once', () => {
      expect(() => given([sent]).when(inquiry)).toThrow('sent already');
    });

    it('knows no command on an inquiry that was never sent', () => {
      expect(() => given([]).when(changeTo('in_progress'))).toThrow(`Inquiry ${ID} does not exist`);
      expect(() => given([]).when(reply)).toThrow('does not exist');
    });
  });

  describe('status', () => {
    const allowed: [InquiryStatus, InquiryStatus][] = [
      ['new', 'in_progress'],
      ['new', 'closed'],
      ['in_progress', 'closed'],
      ['answered', 'in_progress'],
      ['answered', 'closed'],
      ['closed', 'in_progress'],
    ];
    it.each(allowed)('staff move it from %s to %s', (from, to) => {
      expect(given(inStatus[from]).when(changeTo(to))).toEqual([moved(from, to)]);
      expect(given([...inStatus[from], moved(from, to)]).state().status).toBe(to);
    });

    const refused = INQUIRY_STATUSES.flatMap((from) =>
      INQUIRY_STATUSES.filter((to) => to !== from && !MANUAL_STATUS_TRANSITIONS[from].includes(to)).map(
        (to) => [from, to] as [InquiryStatus, InquiryStatus],
      ),
    );
    it('refuses by hand exactly the moves back to new and to answered', () => {
      expect(refused).toEqual([
        ['new', 'answered'],
        ['in_progress', 'new'],
        ['in_progress', 'answered'],
        ['answered', 'new'],
        ['closed', 'new'],
        ['closed', 'answered'],
      ]);
    });
    it.each(refused)('refuses a move from %s to %s', (from, to) => {
      expect(() => given(inStatus[from]).when(changeTo(to))).toThrow(`cannot go from ${from} to ${to}`);
    });

    it.each(INQUIRY_STATUSES)('records nothing when it is %s already', (status) => {
      expect(given(inStatus[status]).when(changeTo(status))).toEqual([]);
    });
  });

  describe('replies', () => {
    it.each(['new', 'in_progress', 'answered'] as const)(
      'a reply to a %s inquiry makes it answered',
      (status) => {
        expect(given(inStatus[status]).when(reply)).toEqual([replied('r2')]);
        expect(given([...inStatus[status], replied('r2')]).state()).toMatchObject({
          status: 'answered',
          replyIds: status === 'answered' ? ['r1', 'r2'] : ['r2'],
        });
      },
    );

    it('refuses a reply to a closed inquiry until staff reopen it', () => {
      expect(() => given(inStatus.closed).when(reply)).toThrow('Reopen this inquiry');
      const reopened = [...inStatus.closed, moved('closed', 'in_progress')];
      expect(given(reopened).when(reply)).toEqual([replied('r2')]);
    });

    it('refuses an empty reply', () => {
      expect(() => given(inStatus.new).when({ ...reply, message: ' ' })).toThrow('required');
    });
  });

  describe('assignment and notes', () => {
    const assign = (assigneeId: string | null) =>
      ({ type: 'AssignInquiry', inquiryId: ID, assigneeId, at: AT }) as const;
    const assigned: InquiryEvent = {
      type: 'InquiryAssigned',
      data: { inquiryId: ID, assigneeId: STAFF, assignedAt: AT },
    };

    it('gives it to a staff member, and takes it back', () => {
      expect(given([sent]).when(assign(STAFF))).toEqual([assigned]);
      expect(given([sent, assigned]).when(assign(null))).toEqual([
        { type: 'InquiryAssigned', data: { inquiryId: ID, assigneeId: null, assignedAt: AT } },
      ]);
    });

    it('records nothing when it is theirs already, or nobody had it', () => {
      expect(given([sent, assigned]).when(assign(STAFF))).toEqual([]);
      expect(given([sent]).when(assign(null))).toEqual([]);
    });

    it('adds internal notes in any status, never empty ones', () => {
      const note = {
        type: 'AddInquiryNote',
        inquiryId: ID,
        noteId: 'n1',
        staffId: STAFF,
        text: 'Llamar el lunes',
        at: AT,
      } as const;
      for (const history of Object.values(inStatus)) {
        expect(given(history).when(note)).toEqual([
          {
            type: 'InquiryNoteAdded',
            data: { inquiryId: ID, noteId: 'n1', staffId: STAFF, text: 'Llamar el lunes', addedAt: AT },
          },
        ]);
      }
      expect(() => given([sent]).when({ ...note, text: '' })).toThrow('required');
    });
  });

  describe("the client's reading", () => {
    const read = (userId = CLIENT) => ({ type: 'MarkRepliesRead', inquiryId: ID, userId, at: AT }) as const;
    const readUpTo = (replyId: string): InquiryEvent => ({
      type: 'InquiryRepliesRead',
      data: { inquiryId: ID, replyId, readAt: AT },
    });

    it('marks the replies read up to the latest one', () => {
      expect(given([sentByClient, replied('r1'), replied('r2')]).when(read())).toEqual([readUpTo('r2')]);
    });

    it('records nothing without a reply, or when the latest one was read already', () => {
      expect(given([sentByClient]).when(read())).toEqual([]);
      expect(given([sentByClient, replied('r1'), readUpTo('r1')]).when(read())).toEqual([]);
      expect(given([sentByClient, replied('r1'), readUpTo('r1'), replied('r2')]).when(read())).toEqual([
        readUpTo('r2'),
      ]);
    });

    it("is not found for anyone but the inquiry's client", () => {
      expect(() => given([sentByClient, replied('r1')]).when(read(STAFF))).toThrow('does not exist');
      expect(() => given([sent, replied('r1')]).when(read())).toThrow('does not exist');
    });
  });

  describe('joining an account', () => {
    const join = { type: 'JoinAccount', inquiryId: ID, userId: CLIENT, at: AT } as const;
    const joined: InquiryEvent = {
      type: 'InquiryJoinedAccount',
      data: { inquiryId: ID, userId: CLIENT, joinedAt: AT },
    };

    it("joins a visitor's inquiry to the account, which then reads its replies", () => {
      expect(given([sent]).when(join)).toEqual([joined]);
      expect(given([sent, joined]).state().ownerId).toBe(CLIENT);
      expect(
        given([sent, joined, replied('r1')]).when({
          type: 'MarkRepliesRead',
          inquiryId: ID,
          userId: CLIENT,
          at: AT,
        }),
      ).toHaveLength(1);
    });

    it('records nothing for an inquiry that has an account already', () => {
      expect(given([sent, joined]).when(join)).toEqual([]);
      expect(given([{ ...sent, metadata: { actorId: STAFF } }]).when(join)).toEqual([]);
    });
  });
});

describe('inquiry source', () => {
  it('is the property page when a property is named, a booking by its subject, the contact page otherwise', () => {
    expect(inquirySource({ propertyId: 'villa', subject: 'Solicitud de reserva: Yate' })).toBe('property');
    expect(inquirySource({ propertyId: null, subject: 'Solicitud de reserva: Paseo en yate' })).toBe(
      'booking',
    );
    expect(inquirySource({ propertyId: null, subject: 'запрос на бронирование: Яхта' })).toBe('booking');
    expect(inquirySource({ propertyId: null, subject: 'Visita' })).toBe('contact');
    expect(inquirySource({ propertyId: null, subject: null })).toBe('contact');
  });
});
