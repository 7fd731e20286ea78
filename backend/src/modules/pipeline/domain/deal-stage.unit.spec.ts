import { nextDeal, type Deal, type DealStep } from './deal-stage';

const AGENT = '6f1c2b1e-0000-4000-8000-000000000001';
const CLERK = '6f1c2b1e-0000-4000-8000-000000000002';
const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

/** The deal after the steps, one after the other, from none. */
const run = (...steps: DealStep[]) => steps.reduce<Deal | null>((deal, step) => nextDeal(deal, step), null);

describe('the stage of a deal', () => {
  it('opens at the stage of what the client first did and moves forward, dating each stage once', () => {
    const deal = run(
      { kind: 'inquired', at: at(1) },
      { kind: 'viewing_asked', at: at(2), agentId: null },
      { kind: 'viewing_asked', at: at(3), agentId: AGENT },
      { kind: 'offered', at: at(4), amountEur: 900_000, handledBy: null },
      { kind: 'offer_changed', at: at(5), amountEur: 950_000, handledBy: CLERK },
      { kind: 'reserved', at: at(6) },
      { kind: 'completed', at: at(7) },
    );
    expect(deal).toEqual({
      stage: 'completed',
      agentId: AGENT,
      amountEur: 950_000,
      openedAt: at(1),
      viewingAt: at(2),
      offerAt: at(4),
      reservedAt: at(6),
      completedAt: at(7),
      lostAt: null,
      updatedAt: at(7),
    });
    expect(run({ kind: 'offered', at: at(1), amountEur: 1, handledBy: null })).toMatchObject({
      stage: 'offer',
      openedAt: at(1),
      viewingAt: null,
      offerAt: at(1),
    });
  });

  it('never moves back: an inquiry or a viewing after an offer keeps the offer', () => {
    const deal = run(
      { kind: 'offered', at: at(1), amountEur: 500_000, handledBy: null },
      { kind: 'inquired', at: at(2) },
      { kind: 'viewing_asked', at: at(3), agentId: AGENT },
    );
    expect(deal).toMatchObject({ stage: 'offer', viewingAt: at(3), agentId: AGENT, updatedAt: at(3) });
  });

  it('takes the viewing’s agent, else the staff member who handled the offer', () => {
    expect(run({ kind: 'offered', at: at(1), amountEur: 1, handledBy: CLERK })?.agentId).toBe(CLERK);
    expect(
      run(
        { kind: 'viewing_asked', at: at(1), agentId: AGENT },
        { kind: 'offered', at: at(2), amountEur: 1, handledBy: CLERK },
      )?.agentId,
    ).toBe(AGENT);
  });

  it('is lost when its last open offer or viewing ends, not while another is open', () => {
    const offered = run({ kind: 'offered', at: at(1), amountEur: 1, handledBy: null });
    expect(nextDeal(offered, { kind: 'ended', at: at(2), of: 'offer', stillOpen: true })).toMatchObject({
      stage: 'offer',
      lostAt: null,
    });
    expect(nextDeal(offered, { kind: 'ended', at: at(2), of: 'offer', stillOpen: false })).toMatchObject({
      stage: 'lost',
      lostAt: at(2),
    });
    const viewing = run({ kind: 'viewing_asked', at: at(1), agentId: null });
    expect(nextDeal(viewing, { kind: 'ended', at: at(2), of: 'viewing', stillOpen: false })?.stage).toBe(
      'lost',
    );
    // A cancelled viewing does not undo an offer.
    expect(nextDeal(offered, { kind: 'ended', at: at(2), of: 'viewing', stillOpen: false })?.stage).toBe(
      'offer',
    );
  });

  it('is lost when the deal falls through, and re-opens when the client acts again', () => {
    const lost = run(
      { kind: 'offered', at: at(1), amountEur: 1, handledBy: null },
      { kind: 'reserved', at: at(2) },
      { kind: 'fell_through', at: at(3) },
    );
    expect(lost).toMatchObject({ stage: 'lost', reservedAt: at(2), lostAt: at(3) });
    expect(nextDeal(lost, { kind: 'viewing_asked', at: at(4), agentId: null })).toMatchObject({
      stage: 'viewing',
      lostAt: null,
      openedAt: at(1),
      reservedAt: at(2),
      updatedAt: at(4),
    });
  });

  it('keeps a completed deal completed whatever follows', () => {
    const completed = run(
      { kind: 'offered', at: at(1), amountEur: 1, handledBy: null },
      { kind: 'completed', at: at(2) },
    );
    expect(nextDeal(completed, { kind: 'fell_through', at: at(3) })?.stage).toBe('completed');
    expect(nextDeal(completed, { kind: 'inquired', at: at(3) })?.stage).toBe('completed');
  });

  it('opens no deal from the end or the change of something it never saw', () => {
    expect(nextDeal(null, { kind: 'ended', at: at(1), of: 'offer', stillOpen: false })).toBeNull();
    expect(nextDeal(null, { kind: 'fell_through', at: at(1) })).toBeNull();
    expect(nextDeal(null, { kind: 'offer_changed', at: at(1), amountEur: 1, handledBy: null })).toBeNull();
  });
});
