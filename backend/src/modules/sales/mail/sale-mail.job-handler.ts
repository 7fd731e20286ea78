import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { MailJob } from '../../../platform/mail/mail-message';
import { MailJobHandler } from '../../../platform/mail/mail-job-handler';
import { OnceMailer } from '../../../platform/mail/once-mailer';
import { GetAccountContactsQuery } from '../../identity';
import { GetSellerContactsQuery } from '../../mandates';
import { dateOf, type OfferRow } from '../queries/offer.dto';
import { SEND_SALE_MAIL_JOB, saleMail, type SaleMailJob } from './sale-mails';

/**
 * Sends a sale mail once per job (OnceMailer). The buyer's name, address and language are read from their
 * account at sending time (a closed or erased account gets nothing); a seller's from the mandates module.
 */
@Injectable()
export class SaleMailJobHandler extends MailJobHandler<SaleMailJob> {
  readonly jobName = SEND_SALE_MAIL_JOB;

  constructor(
    mailer: OnceMailer,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(mailer);
  }

  protected async compose(em: EntityManager, job: SaleMailJob): Promise<MailJob | null> {
    const [row] = await em.execute<OfferRow[]>('select * from sales_offers where id = ?', [job.offerId]);
    if (!row) return null;
    const offer = {
      propertyTitle: row.property_title,
      amountEur: Number(row.amount_eur),
      validUntil: dateOf(row.valid_until)!,
    };
    if (job.kind === 'seller_completed') {
      const sellers = await this.queries.execute(new GetSellerContactsQuery(job.propertyId));
      const seller = sellers.find((candidate) => candidate.sellerId === job.sellerId);
      if (!seller) return null;
      return saleMail(
        job,
        {
          ...offer,
          language: seller.language,
          recipient: { name: seller.name, fullName: seller.name, email: seller.email },
        },
        this.config.publicUrl,
      );
    }
    const [contact] = await this.queries.execute(new GetAccountContactsQuery([row.client_id]));
    // Gone, inactive or erased since (the offer kept without its conditions): no one to write to.
    if (!contact || !contact.active || row.conditions === null) return null;
    return saleMail(
      job,
      {
        ...offer,
        language: contact.language,
        recipient: { name: contact.name, fullName: contact.fullName, email: contact.email },
      },
      this.config.publicUrl,
    );
  }
}
