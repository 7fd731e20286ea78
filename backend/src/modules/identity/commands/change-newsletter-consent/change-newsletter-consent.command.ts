import { Command } from '@nestjs/cqrs';
import type { NewsletterConsentSource } from '../../domain/user.events';

/**
 * Gives or withdraws the account's consent to the monthly newsletter, recording where (the newsletter's
 * unsubscribe link). Nothing is recorded when the account is already as asked.
 */
export class ChangeNewsletterConsentCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly subscribed: boolean,
    readonly source: NewsletterConsentSource,
  ) {
    super();
  }
}
