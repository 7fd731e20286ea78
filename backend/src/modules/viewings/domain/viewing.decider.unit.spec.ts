import { replay } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';
import { viewingDecider, type ViewingCommand } from './viewing.decider';
import type { ViewingEvent, ViewingStatus } from './viewing.events';

const NOW = '2026-12-02T11:00:00.000Z'; // Wednesday, 12:00 in Madrid
const viewingId = 'b0c1d2e3-0000-4000-8000-000000000001';
const clientId = 'c1000000-0000-4000-8000-000000000001';
const agentId = 'a1000000-0000-4000-8000-000000000001';
// Monday 7 December 10:00 and Tuesday 8 December 16:30 in Madrid.
const SLOTS = [
  { date: '2026-12-07', time: '10:00', mode: 'in_person' as const },
  { date: '2026-12-08', time: '16:30', mode: 'video' as const },
];
const FIRST_START = '2026-12-07T09:00:00.000Z';
const AFTER_FIRST = '2026-12-07T10:30:00.000Z';

const request: ViewingCommand = {
  type: 'RequestViewing',
  viewingId,
  clientId,
  propertyId: 'villa-sardinero-santander',
  propertyTitle: { es: 'Villa Sardinero' },
  propertyReference: 'CC-1',
  propertyImage: null,
  slots: SLOTS,
  message: 'Con mi familia',
  phone: '+34 600 000 000',
  language: 'es',
  now: NOW,
};

const COMMANDS: Record<string, ViewingCommand> = {
  confirm: { type: 'ConfirmViewing', viewingId, slot: 0, agentId, now: NOW },
  propose: {
    type: 'ProposeViewingTime',
    viewingId,
    slot: { date: '2026-12-09', time: '12:00', mode: 'in_person' },
    agentId,
    now: NOW,
  },
  accept: { type: 'AcceptProposedTime', viewingId, clientId, now: NOW },
  decline: { type: 'DeclineViewing', viewingId, reason: 'Vendida', now: NOW },
  cancelByClient: { type: 'CancelViewing', viewingId, clientId, reason: null, now: NOW },
  cancelByStaff: { type: 'CancelViewing', viewingId, clientId: null, reason: 'Agente enfermo', now: NOW },
  move: { type: 'RequestViewingMove', viewingId, clientId, slots: [SLOTS[1]], now: NOW },
  complete: { type: 'CompleteViewing', viewingId, now: AFTER_FIRST },
  noShow: { type: 'MarkViewingNoShow', viewingId, now: AFTER_FIRST },
  feedback: {
    type: 'RecordViewingFeedback',
    viewingId,
    interest: 'interested',
    remarks: 'Le encanta la luz; pide el certificado energético',
    now: AFTER_FIRST,
  },
};

/** Applies commands in turn, returning all events. */
function run(...commands: ViewingCommand[]): ViewingEvent[] {
  const events: ViewingEvent[] = [];
  for (const command of commands) {
    events.push(...viewingDecider.decide(command, replay(viewingDecider, events)));
  }
  return events;
}

const HISTORIES: Record<ViewingStatus, ViewingCommand[]> = {
  requested: [request],
  proposed: [request, COMMANDS.propose],
  confirmed: [request, COMMANDS.confirm],
  declined: [request, COMMANDS.decline],
  cancelled: [request, COMMANDS.cancelByClient],
  done: [request, COMMANDS.confirm, COMMANDS.complete],
  no_show: [request, COMMANDS.confirm, COMMANDS.noShow],
};

const ALLOWED: Record<ViewingStatus, string[]> = {
  requested: ['confirm', 'propose', 'decline', 'cancelByClient', 'cancelByStaff'],
  proposed: ['propose', 'accept', 'decline', 'cancelByClient', 'cancelByStaff', 'move'],
  confirmed: ['cancelByClient', 'cancelByStaff', 'move', 'complete', 'noShow'],
  declined: [],
  cancelled: [],
  done: ['feedback'],
  no_show: [],
};

const RESULT: Record<string, ViewingEvent['type']> = {
  confirm: 'ViewingConfirmed',
  propose: 'ViewingTimeProposed',
  accept: 'ViewingConfirmed',
  decline: 'ViewingDeclined',
  cancelByClient: 'ViewingCancelled',
  cancelByStaff: 'ViewingCancelled',
  move: 'ViewingMoveRequested',
  complete: 'ViewingCompleted',
  noShow: 'ViewingMarkedNoShow',
  feedback: 'ViewingFeedbackRecorded',
};

function refusal(act: () => unknown): DomainError {
  try {
    act();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('viewing decider', () => {
  it('records a request with its slots as UTC instants', () => {
    const [event] = run(request);
    expect(event).toEqual({
      type: 'ViewingRequested',
      data: expect.objectContaining({
        viewingId,
        clientId,
        slots: [
          { start: FIRST_START, end: '2026-12-07T10:00:00.000Z', mode: 'in_person' },
          { start: '2026-12-08T15:30:00.000Z', end: '2026-12-08T16:30:00.000Z', mode: 'video' },
        ],
        requestedAt: NOW,
      }),
    });
    expect(refusal(() => run(request, request)).code).toBe('viewing_exists');
  });

  for (const [status, history] of Object.entries(HISTORIES) as [ViewingStatus, ViewingCommand[]][]) {
    it(`is ${status} after its history`, () => {
      expect(replay(viewingDecider, run(...history)).status).toBe(status);
    });
    for (const [name, command] of Object.entries(COMMANDS)) {
      const allowed = ALLOWED[status].includes(name);
      it(`${allowed ? 'allows' : 'refuses'} ${name} when ${status}`, () => {
        if (allowed) {
          const events = run(...history, command);
          expect(events.at(-1)!.type).toBe(RESULT[name]);
        } else {
          const error = refusal(() => run(...history, command));
          expect([error.kind, error.code]).toEqual(['conflict', 'viewing_status_conflict']);
        }
      });
    }
  }

  it('refuses every step of a viewing that does not exist, and a client step on another client’s viewing', () => {
    for (const command of Object.values(COMMANDS)) {
      expect(refusal(() => run(command)).code).toBe('viewing_not_found');
    }
    const stranger = 'c2000000-0000-4000-8000-000000000002';
    for (const command of [COMMANDS.cancelByClient, COMMANDS.move, COMMANDS.accept]) {
      const foreign = { ...command, clientId: stranger } as ViewingCommand;
      expect(refusal(() => run(request, COMMANDS.propose, foreign)).kind).toBe('not_found');
    }
  });

  it('lets the client cancel or move a confirmed viewing until two hours before it; staff at any time', () => {
    const late = '2026-12-07T07:00:01.000Z'; // 1 h 59 min 59 s before
    const inTime = '2026-12-07T07:00:00.000Z';
    for (const command of [COMMANDS.cancelByClient, COMMANDS.move]) {
      expect(refusal(() => run(request, COMMANDS.confirm, { ...command, now: late })).code).toBe(
        'viewing_change_too_late',
      );
    }
    expect(run(request, COMMANDS.confirm, { ...COMMANDS.cancelByClient, now: inTime }).at(-1)!.type).toBe(
      'ViewingCancelled',
    );
    expect(run(request, COMMANDS.confirm, { ...COMMANDS.cancelByStaff, now: late }).at(-1)!.type).toBe(
      'ViewingCancelled',
    );
    // A request that nobody confirmed yet holds no appointment: the client may withdraw it at any time.
    expect(run(request, { ...COMMANDS.cancelByClient, now: late }).at(-1)!.type).toBe('ViewingCancelled');
  });

  it('takes the agent’s feedback after the visit, again to correct it, without changing the viewing', () => {
    const done = [request, COMMANDS.confirm, COMMANDS.complete];
    const corrected: ViewingCommand = {
      ...COMMANDS.feedback,
      interest: 'very_interested',
      remarks: '',
    } as ViewingCommand;
    const events = run(...done, COMMANDS.feedback, corrected);
    expect(events.slice(-2).map((event) => event.data)).toEqual([
      {
        viewingId,
        interest: 'interested',
        remarks: 'Le encanta la luz; pide el certificado energético',
        recordedAt: AFTER_FIRST,
      },
      { viewingId, interest: 'very_interested', remarks: '', recordedAt: AFTER_FIRST },
    ]);
    expect(replay(viewingDecider, events).status).toBe('done');
  });

  it('records how it went only once the viewing has started', () => {
    for (const command of [COMMANDS.complete, COMMANDS.noShow]) {
      expect(refusal(() => run(request, COMMANDS.confirm, { ...command, now: NOW })).code).toBe(
        'viewing_not_started',
      );
      expect(run(request, COMMANDS.confirm, { ...command, now: FIRST_START }).length).toBe(3);
    }
  });

  it('confirms only a slot the client asked for, and checks a proposed time like a requested one', () => {
    expect(refusal(() => run(request, { ...COMMANDS.confirm, slot: 2 } as ViewingCommand)).code).toBe(
      'viewing_slot_unknown',
    );
    const saturday = { date: '2026-12-12', time: '10:00', mode: 'in_person' as const };
    const error = refusal(() => run(request, { ...COMMANDS.propose, slot: saturday } as ViewingCommand));
    expect(error.details?.fields).toEqual([expect.objectContaining({ field: 'slot.date' })]);
    expect(refusal(() => run(request, { ...COMMANDS.move, slots: [saturday] } as ViewingCommand)).kind).toBe(
      'conflict',
    );
  });

  it('refuses a proposal whose time has passed', () => {
    const proposed = run(request, COMMANDS.propose);
    const after = { ...COMMANDS.accept, now: '2026-12-09T11:00:00.000Z' } as ViewingCommand;
    expect(refusal(() => viewingDecider.decide(after, replay(viewingDecider, proposed))).code).toBe(
      'viewing_proposal_past',
    );
  });

  it('raises the calendar SEQUENCE with each confirmation, cancellation and move, and releases the appointment', () => {
    const events = run(request, COMMANDS.confirm, COMMANDS.move, COMMANDS.confirm, COMMANDS.cancelByStaff);
    const sequences = events.map((event) => ('sequence' in event.data ? event.data.sequence : null));
    expect(sequences).toEqual([null, 0, 1, 2, 3]);
    const move = events[2] as ViewingEvent & { type: 'ViewingMoveRequested' };
    expect(move.data.released).toEqual({
      start: FIRST_START,
      end: '2026-12-07T10:00:00.000Z',
      mode: 'in_person',
      agentId,
      sequence: 0,
    });
    const reconfirmed = events[3] as ViewingEvent & { type: 'ViewingConfirmed' };
    expect(reconfirmed.data.start).toBe('2026-12-08T15:30:00.000Z');
    const cancelled = events[4] as ViewingEvent & { type: 'ViewingCancelled' };
    expect(cancelled.data).toMatchObject({
      by: 'staff',
      reason: 'Agente enfermo',
      released: { sequence: 2 },
    });
    // Accepting a proposal confirms the proposed time with the proposing agent.
    const accepted = run(request, COMMANDS.propose, COMMANDS.accept).at(-1)!;
    expect(accepted.data).toMatchObject({ start: '2026-12-09T11:00:00.000Z', agentId, sequence: 0 });
  });
});
