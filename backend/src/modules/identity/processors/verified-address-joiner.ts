import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { AsyncProcessor } from '../../../platform/projections/projection';
import type { EmailChanged, EmailVerified } from '../domain/user.events';

/**
 * The checkpointed processor that gives what another module kept for an address to the account that proves
 * it owns that address: when identity records an address as verified (a new account's link, or a confirmed
 * change of address), each record for that address (in any case) without an account is joined to it, so the
 * client finds it in their panel, erasing the account erases it too, and a rebuild keeps it. Joining must be
 * idempotent (a record with an account records nothing), so a batch repeated after a crash joins nothing twice.
 */
export abstract class VerifiedAddressJoiner implements AsyncProcessor<EmailVerified | EmailChanged> {
  abstract readonly name: string;
  readonly eventTypes = ['EmailVerified', 'EmailChanged'] as const;
  readonly batchSize = 100;

  /** The ids of the records for this address (in any case) that no account holds yet, oldest first. */
  protected abstract unjoined(em: EntityManager, email: string): Promise<string[]>;

  /** Joins one record to the account. */
  protected abstract join(id: string, userId: string): Promise<void>;

  async handle(
    em: EntityManager,
    events: readonly StoredEvent<EmailVerified | EmailChanged>[],
  ): Promise<void> {
    for (const { data } of events) {
      // A shredded address reads as null: an erased account joins nothing.
      if (typeof data.email !== 'string') continue;
      for (const id of await this.unjoined(em, data.email)) await this.join(id, data.userId);
    }
  }
}
