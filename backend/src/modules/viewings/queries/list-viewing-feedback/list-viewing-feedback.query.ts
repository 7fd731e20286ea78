import { Query } from '@nestjs/cqrs';
import type { ViewingInterest } from '../../domain/viewing.events';

/** A viewing held, as its property's seller may read it: when, and what the agent recorded; nobody's name. */
export interface HeldViewing {
  startsAt: string;
  /** Null until the agent records the feedback. */
  interest: ViewingInterest | null;
  /** The agent's words for the seller; null until recorded or once the client is erased. */
  remarks: string | null;
}

/** The viewings of a property held (`done`) between `from` (included) and `to` (excluded), by time. */
export class ListViewingFeedbackQuery extends Query<HeldViewing[]> {
  constructor(
    readonly propertyId: string,
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
