import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeciderRunner } from '../../../../platform/commands/decider-runner';
import { Clock } from '../../../../platform/time/clock';
import { userDecider } from '../../domain/user.decider';
import { userStreamId } from '../../domain/user.events';
import { ChangeNewsletterConsentCommand } from './change-newsletter-consent.command';

/** `NewsletterConsentGiven` or `NewsletterConsentWithdrawn` on the account, when it changes anything. */
@CommandHandler(ChangeNewsletterConsentCommand)
export class ChangeNewsletterConsentHandler implements ICommandHandler<ChangeNewsletterConsentCommand, void> {
  constructor(
    private readonly runner: DeciderRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, subscribed, source }: ChangeNewsletterConsentCommand): Promise<void> {
    await this.runner.run({
      streamId: userStreamId(userId),
      decider: userDecider(userId),
      command: { type: 'ChangeNewsletterConsent', subscribed, source, at: this.clock.now().toISOString() },
      retryOnConflict: true,
    });
  }
}
