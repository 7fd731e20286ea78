/**
 * The pure shape of every aggregate: decide(command, state) -> events, evolve(state, event) -> state.
 * No Nest, no ORM, no I/O: deciders are tested given/when/then with plain values.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

export interface Decider<Command, State, Event extends DomainEvent> {
  readonly initialState: State;
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
}

/** Folds a history into the current state. */
export function replay<State, Event extends DomainEvent>(
  decider: Pick<Decider<unknown, State, Event>, 'initialState' | 'evolve'>,
  history: readonly Event[],
): State {
  return history.reduce((state, event) => decider.evolve(state, event), decider.initialState);
}
