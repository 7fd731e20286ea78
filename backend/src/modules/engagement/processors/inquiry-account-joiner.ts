import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { VerifiedAddressJoiner } from '../../identity';
import { ManageInquiryCommand } from '../commands/manage-inquiry/manage-inquiry.command';

/**
 * Gives visitors' inquiries to the account that proves it owns their address: each inquiry sent from a
 * verified address without an account records `InquiryJoinedAccount`.
 */
@Injectable()
export class InquiryAccountJoiner extends VerifiedAddressJoiner {
  readonly name = 'engagement-inquiry-account-joiner';

  constructor(private readonly commands: CommandBus) {
    super();
  }

  protected async unjoined(em: EntityManager, email: string): Promise<string[]> {
    const inquiries = await em.execute<{ id: string }[]>(
      `select id from engagement_inquiries where lower(email) = lower(?) and user_id is null order by sent_at`,
      [email],
    );
    return inquiries.map(({ id }) => id);
  }

  protected async join(inquiryId: string, userId: string): Promise<void> {
    await this.commands.execute(new ManageInquiryCommand({ type: 'JoinAccount', inquiryId, userId }));
  }
}
