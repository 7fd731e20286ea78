import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { MailJob } from '../../../platform/mail/mail-message';
import { Clock } from '../../../platform/time/clock';
import { GetAccountContactsQuery } from '../../identity';
import { newsRows } from '../read-models/news.projection';
import { subscribers } from '../read-models/subscribers.projection';
import { NewsletterLinks } from '../unsubscribe/newsletter-links';
import { LetterListings, type LetterSelection } from './letter-selection';
import { newsletterMail, type LetterRecipient } from './newsletter-mails';

/** A sample reader for the back office's preview when no client is chosen. */
export const SAMPLE_READER = { name: 'Elena', fullName: 'Elena García', email: 'muestra@example.com' };

/**
 * The monthly letter, composed when it goes out: the address and language the account has now, its consent
 * now (null once withdrawn or the account is gone, disabled or unverified), this month's published news and
 * the listings chosen for it now.
 */
@Injectable()
export class NewsletterComposer {
  constructor(
    private readonly queries: QueryBus,
    private readonly listings: LetterListings,
    private readonly links: NewsletterLinks,
    private readonly clock: Clock,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async compose(userId: string, month: string): Promise<MailJob | null> {
    const em = this.em.fork();
    if (!(await subscribers.isSubscribed(em, userId))) return null;
    const [contact] = await this.queries.execute(new GetAccountContactsQuery([userId]));
    if (!contact || !contact.active || !contact.emailVerified) return null;
    const { mail } = await this.letter(
      {
        email: contact.email,
        name: contact.name,
        fullName: contact.fullName || contact.name,
        language: contact.language,
      },
      userId,
      month,
    );
    return mail;
  }

  /** The letter as `recipient` reads it; `userId` chooses the listings (none: the agency's selection). */
  async letter(
    recipient: LetterRecipient,
    userId: string | null,
    month: string,
  ): Promise<{ mail: MailJob; selection: LetterSelection; newsCount: number }> {
    const em = this.em.fork();
    const [news, selection] = await Promise.all([
      newsRows.publishedIn(em, month),
      this.listings.select(userId, month),
    ]);
    // The preview's sample reader gets a link that names nobody: it is refused if followed.
    const token = this.links.token(userId ?? '00000000-0000-4000-8000-000000000000', this.clock.now());
    const mail = newsletterMail(recipient, month, news, selection, {
      publicUrl: this.config.publicUrl,
      unsubscribePage: this.links.page(token, recipient.language),
      headers: this.links.headers(token),
    });
    return { mail, selection, newsCount: news.length };
  }
}
