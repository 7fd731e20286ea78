import { replay, type Decider, type DomainEvent } from '../domain/decider';

/**
 * Given/when/then for pure deciders: `given(history).when(command)` returns the decided events, or throws
 * the domain error, without Nest or a database.
 */
export function specFor<Command, State, Event extends DomainEvent>(decider: Decider<Command, State, Event>) {
  return (history: Event[] = []) => ({
    when: (command: Command): Event[] => decider.decide(command, replay(decider, history)),
    state: (): State => replay(decider, history),
  });
}
