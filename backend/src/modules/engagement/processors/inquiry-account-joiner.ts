import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../platform/event-store/stored-event';
import type { AsyncProcessor } from '../../../platform/projections/projection';
import type { EmailChanged, EmailVerified } from '../../identity';
import { ManageInquiryCommand } from '../commands/manage-inquiry/manage-inquiry.command';

/**
 * The checkpointed processor that gives visitors' inquiries to the account that proves it owns their address:
 * when identity records an address as verified (a new account's link, or a confirmed change of address), each
 * inquiry sent from that address (in any case) without an account records `InquiryJoinedAccount`, so the
 * client finds it in their panel and a rebuild keeps it. Joining is idempotent (an inquiry with an account
 * records nothing), so a batch repeated after a crash joins nothing twice.
 */
@Injectable()
export class InquiryAccountJoiner implements AsyncProcessor {
  readonly name = 'engagement-inquiry-account-joiner';
  readonly eventTypes = ['EmailVerified', 'EmailChanged'];
  readonly batchSize = 100;

  constructor(private readonly commands: CommandBus) {}

  async handle(em: EntityManager, events: readonly StoredEvent[]): Promise<void> {
    for (const event of events) {
      const { userId, email } = (event as unknown as EmailVerified | EmailChanged).data;
      const inquiries = await em.execute<{ id: string }[]>(
        `select id from engagement_inquiries where lower(email) = lower(?) and user_id is null order by sent_at`,
        [email],
      );
      for (const { id } of inquiries) {
        await this.commands.execute(new ManageInquiryCommand({ type: 'JoinAccount', inquiryId: id, userId }));
      }
    }
  }
}
