import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { DomainError } from '../../../../platform/domain/domain-error';
import { renderBrandedMail } from '../../../../platform/mail/branded-mail';
import { GetAccountContactsQuery } from '../../../identity';
import { sendingTime } from '../../domain/letter-month';
import { NewsletterComposer, SAMPLE_READER } from '../../mail/newsletter-composer';
import { subscribers } from '../../read-models/subscribers.projection';
import { LetterPreviewDto, PreviewLetterQuery } from './preview-letter';

/**
 * The letter rendered exactly as the worker renders it (the shared mail layout), for a chosen client with
 * their searches and favourites, or for the sample reader with the agency's selection. Nothing is sent.
 */
@QueryHandler(PreviewLetterQuery)
export class PreviewLetterHandler implements IQueryHandler<PreviewLetterQuery, LetterPreviewDto> {
  constructor(
    private readonly composer: NewsletterComposer,
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ month, language, userId }: PreviewLetterQuery): Promise<LetterPreviewDto> {
    let reader = { ...SAMPLE_READER, language };
    if (userId) {
      const [contact] = await this.queries.execute(new GetAccountContactsQuery([userId]));
      if (!contact) throw new DomainError('not_found', 'user_not_found', `No user ${userId}`);
      reader = {
        email: contact.email,
        name: contact.name,
        fullName: contact.fullName || contact.name,
        language,
      };
    }
    const { mail, selection, newsCount } = await this.composer.letter(reader, userId, month);
    const rendered = await renderBrandedMail(mail.content, this.config.publicUrl);
    const recipients = (await subscribers.subscribed(this.em.fork())).length;
    return {
      month,
      sendsAt: sendingTime(month).toISOString(),
      recipients,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      selection: selection.kind,
      newsCount,
    };
  }
}
