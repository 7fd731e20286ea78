/** The stages of a deal, in the order a client moves through them; `lost` may follow any but `completed`. */
export const PIPELINE_STAGES = ['inquiry', 'viewing', 'offer', 'reserved', 'completed', 'lost'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

type ForwardStage = Exclude<PipelineStage, 'lost'>;
const RANK: Record<ForwardStage, number> = { inquiry: 0, viewing: 1, offer: 2, reserved: 3, completed: 4 };

/** A client's interest in one property, as the board shows it. Instants are ISO strings. */
export interface Deal {
  stage: PipelineStage;
  agentId: string | null;
  amountEur: number | null;
  openedAt: string;
  /** The first time it entered each stage (kept when the deal is lost and re-opened). */
  viewingAt: string | null;
  offerAt: string | null;
  reservedAt: string | null;
  completedAt: string | null;
  lostAt: string | null;
  updatedAt: string;
}

/** What happened to the deal, read from another module's event (see the projection). */
export type DealStep =
  | { kind: 'inquired'; at: string }
  /** A viewing requested, moved, proposed or confirmed; the agent when staff named one. */
  | { kind: 'viewing_asked'; at: string; agentId: string | null }
  /** An offer made; `handledBy` the staff member who recorded it, when they did. */
  | { kind: 'offered'; at: string; amountEur: number; handledBy: string | null }
  /** An offer presented, countered or accepted: the amount now on the table, the staff member at work. */
  | { kind: 'offer_changed'; at: string; amountEur: number | null; handledBy: string | null }
  /**
   * A viewing cancelled or declined, an offer rejected, withdrawn, expired or closed. `stillOpen`: the
   * client has another open viewing or offer of the property.
   */
  | { kind: 'ended'; at: string; of: 'viewing' | 'offer'; stillOpen: boolean }
  | { kind: 'reserved'; at: string }
  | { kind: 'completed'; at: string }
  | { kind: 'fell_through'; at: string };

const STAGE_DATE = {
  viewing: 'viewingAt',
  offer: 'offerAt',
  reserved: 'reservedAt',
  completed: 'completedAt',
} as const;

/**
 * The deal moved to `target`: forward only, a lost deal re-opens at the stage of what the client did, a
 * completed deal stays completed. Each stage's date is the first time the deal entered it.
 */
function advance(deal: Deal | null, target: ForwardStage, at: string): Deal {
  const current: Deal = deal ?? {
    stage: target,
    agentId: null,
    amountEur: null,
    openedAt: at,
    viewingAt: null,
    offerAt: null,
    reservedAt: null,
    completedAt: null,
    lostAt: null,
    updatedAt: at,
  };
  if (current.stage === 'completed') return { ...current, updatedAt: at };
  const reopened = current.stage === 'lost';
  const stage = reopened || RANK[target] > RANK[current.stage as ForwardStage] ? target : current.stage;
  const next: Deal = { ...current, stage, lostAt: reopened ? null : current.lostAt, updatedAt: at };
  if (target !== 'inquiry') {
    const field = STAGE_DATE[target];
    next[field] = current[field] ?? at;
  }
  return next;
}

function lose(deal: Deal, at: string): Deal {
  if (deal.stage === 'completed' || deal.stage === 'lost') return { ...deal, updatedAt: at };
  return { ...deal, stage: 'lost', lostAt: at, updatedAt: at };
}

/**
 * The deal after one step; null when a step about nothing open leaves no deal (an ending of a deal that
 * was never opened). Pure: the projection reads the deal, applies this and writes the result.
 */
export function nextDeal(deal: Deal | null, step: DealStep): Deal | null {
  switch (step.kind) {
    case 'inquired':
      return advance(deal, 'inquiry', step.at);
    case 'viewing_asked': {
      const next = advance(deal, 'viewing', step.at);
      return step.agentId ? { ...next, agentId: step.agentId } : next;
    }
    case 'offered': {
      const next = advance(deal, 'offer', step.at);
      return { ...next, amountEur: step.amountEur, agentId: next.agentId ?? step.handledBy };
    }
    case 'offer_changed':
      if (!deal) return null;
      return {
        ...deal,
        amountEur: step.amountEur ?? deal.amountEur,
        agentId: deal.agentId ?? step.handledBy,
        updatedAt: step.at,
      };
    case 'ended':
      if (!deal) return null;
      // Only the end of what the deal stands on loses it: a cancelled viewing does not undo an offer.
      return deal.stage === step.of && !step.stillOpen ? lose(deal, step.at) : deal;
    case 'reserved':
      return advance(deal, 'reserved', step.at);
    case 'completed':
      return advance(deal, 'completed', step.at);
    case 'fell_through':
      return deal ? lose(deal, step.at) : null;
  }
}
