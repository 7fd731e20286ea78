import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { ErasureLedger } from '../../../../platform/privacy/erasure-ledger';
import { Clock } from '../../../../platform/time/clock';
import { CurrentPassword } from '../../auth/current-password';
import { oneTimeTokens } from '../../auth/one-time-tokens';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { EraseAccountCommand } from './erase-account.command';

/**
 * One transaction: `AccountErased` is recorded (the event store shreds the keys of the account and of the
 * persons linked to it as it appends it), the inline projections forget the person (identity's row, and
 * every module's read models through the event), the e-mail link is spent, and what identity keeps beside
 * the events goes: the password hash, every session (signed out everywhere), every one-time link. Before it
 * commits, the erasure is written to the erasure ledger, outside the database, so that restoring a backup
 * taken before it erases the account again.
 */
@CommandHandler(EraseAccountCommand)
export class EraseAccountHandler implements ICommandHandler<EraseAccountCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly currentPassword: CurrentPassword,
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly ledger: ErasureLedger,
  ) {}

  async execute({ confirmation }: EraseAccountCommand): Promise<void> {
    const now = this.clock.now();
    let userId: string;
    if (confirmation.kind === 'link') {
      userId = (await oneTimeTokens.redeemable(this.em.fork(), confirmation.token, ['account_erasure'], now))
        .userId;
    } else {
      userId = confirmation.userId;
    }
    if (confirmation.kind === 'password') {
      await this.currentPassword.confirm(
        { userId, email: confirmation.email },
        confirmation.password,
        confirmation.ip,
        'password',
      );
    }
    await this.runner.run({
      streamId: userStreamId(userId),
      decider: userDecider(userId),
      command: {
        type: 'EraseAccount',
        by: ERASED_BY[confirmation.kind],
        at: now.toISOString(),
      },
      retryOnConflict: true,
      inTransaction: async (em, { events: [erased] }) => {
        if (confirmation.kind === 'link') await oneTimeTokens.consume(em, confirmation.token, now);
        await forgetSignInData(em, userId);
        // Written and synced before the commit. Should the commit then fail, the ledger names an erasure the
        // database lacks: the person had confirmed their wish, so the next `migrate` carrying it out is right.
        if (confirmation.kind !== 'ledger') {
          await this.ledger.append({
            accountId: userId,
            erasedAt: now.toISOString(),
            eventId: erased.eventId,
          });
        }
      },
    });
  }
}

const ERASED_BY = { password: 'client', link: 'client', owner: 'owner', ledger: 'system' } as const;

async function forgetSignInData(em: EntityManager, userId: string): Promise<void> {
  await em.execute('delete from identity_credentials where user_id = ?', [userId]);
  // Refresh tokens go with their sessions (on delete cascade).
  await em.execute('delete from identity_sessions where user_id = ?', [userId]);
  await em.execute('delete from identity_one_time_tokens where user_id = ?', [userId]);
  // The second factor: the app's secret, recovery codes, passkeys (with their names), tickets, challenges.
  for (const table of [
    'identity_totp_secrets',
    'identity_totp_pending',
    'identity_recovery_codes',
    'identity_passkeys',
    'identity_second_factor_tickets',
    'identity_webauthn_challenges',
  ]) {
    await em.execute(`delete from ${table} where user_id = ?`, [userId]);
  }
  await em.execute('delete from identity_known_devices where user_id = ?', [userId]);
}
