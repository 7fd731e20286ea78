import {
  CommandBus,
  CommandHandler,
  QueryBus,
  QueryHandler,
  type ICommandHandler,
  type IQueryHandler,
} from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/domain/domain-error';
import { Clock } from '../../../platform/time/clock';
import { ChangeNewsletterConsentCommand, GetAccountContactsQuery } from '../../identity';
import { subscribers } from '../read-models/subscribers.projection';
import { NewsletterLinks } from './newsletter-links';
import {
  InspectNewsletterLinkQuery,
  UseNewsletterLinkCommand,
  type NewsletterSubscriptionDto,
} from './newsletter-subscription';

/** The account of a valid link and its state now; 404 once the account is gone. */
async function subscriptionOf(
  queries: QueryBus,
  em: EntityManager,
  userId: string,
): Promise<NewsletterSubscriptionDto> {
  const [contact] = await queries.execute(new GetAccountContactsQuery([userId]));
  if (!contact) throw new DomainError('not_found', 'user_not_found', 'This account no longer exists');
  return { subscribed: await subscribers.isSubscribed(em.fork(), userId), language: contact.language };
}

@QueryHandler(InspectNewsletterLinkQuery)
export class InspectNewsletterLinkHandler implements IQueryHandler<
  InspectNewsletterLinkQuery,
  NewsletterSubscriptionDto
> {
  constructor(
    private readonly links: NewsletterLinks,
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  execute({ token }: InspectNewsletterLinkQuery): Promise<NewsletterSubscriptionDto> {
    return subscriptionOf(this.queries, this.em, this.links.userOf(token, this.clock.now()));
  }
}

/**
 * Checks the link's signature and expiry, then records the consent withdrawn (or given back) on the account,
 * with the link as its source. No sign-in, no confirmation: the signed token is the authority (RFC 8058).
 */
@CommandHandler(UseNewsletterLinkCommand)
export class UseNewsletterLinkHandler implements ICommandHandler<
  UseNewsletterLinkCommand,
  NewsletterSubscriptionDto
> {
  constructor(
    private readonly links: NewsletterLinks,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ token, action }: UseNewsletterLinkCommand): Promise<NewsletterSubscriptionDto> {
    const userId = this.links.userOf(token, this.clock.now());
    await subscriptionOf(this.queries, this.em, userId);
    await this.commands.execute(
      new ChangeNewsletterConsentCommand(userId, action === 'restore', 'unsubscribe-link'),
    );
    return subscriptionOf(this.queries, this.em, userId);
  }
}
