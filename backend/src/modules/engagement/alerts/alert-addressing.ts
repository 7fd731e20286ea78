import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { Clock } from '../../../platform/time/clock';
import { GetAccountContactsQuery } from '../../identity';
import type { AlertAddress } from './alert-mails';
import { UnsubscribeTokens, type UnsubscribeTarget } from './unsubscribe-token';

/** Whom an alert e-mail goes to and the unsubscribe link it carries, read when it is sent. */
@Injectable()
export class AlertAddressing {
  constructor(
    private readonly queries: QueryBus,
    private readonly tokens: UnsubscribeTokens,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The address of an alert to `userId` about `target`; null when the account may not receive it: a
   * disabled or deleted account gets no more e-mail, and an address not verified yet gets none until it is.
   */
  async address(userId: string, target: UnsubscribeTarget): Promise<AlertAddress | null> {
    const [contact] = await this.queries.execute(new GetAccountContactsQuery([userId]));
    if (!contact || !contact.active || !contact.emailVerified) return null;
    return {
      recipient: {
        email: contact.email,
        name: contact.name,
        fullName: contact.fullName || contact.name,
        language: contact.language,
      },
      publicUrl: this.config.publicUrl,
      unsubscribeToken: this.tokens.issue({ userId, target }, this.clock.now()),
    };
  }
}
