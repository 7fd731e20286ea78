import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { MailJob } from '../../../platform/mail/mail-message';
import { GetSellerContactQuery } from '../../mandates';
import { weekNamed } from '../domain/report-week';
import { SellerReportLinks } from '../links/seller-report-links';
import { SellerReportBuilder } from '../report/seller-report-builder';
import { sellerReportMail, type SellerReportMailJob } from './seller-report-mails';

/**
 * One seller's weekly report as an e-mail, built now: null for a seller removed or erased since. The link is
 * signed here, so the token lives only in the e-mail.
 */
@Injectable()
export class SellerReportComposer {
  constructor(
    private readonly queries: QueryBus,
    private readonly builder: SellerReportBuilder,
    private readonly links: SellerReportLinks,
  ) {}

  async compose(job: SellerReportMailJob): Promise<MailJob | null> {
    const week = weekNamed(job.isoWeek);
    const seller = await this.queries.execute(new GetSellerContactQuery(job.sellerId));
    if (!week || !seller || seller.propertyId !== job.propertyId) return null;
    const generation = (await this.links.generationsOf([seller.sellerId])).get(seller.sellerId) ?? 0;
    const report = await this.builder.build(job.propertyId, week, seller.language);
    const url = this.links.url(
      { sellerId: seller.sellerId, propertyId: job.propertyId, isoWeek: week.isoWeek, generation },
      seller.language,
    );
    return sellerReportMail(report, seller, url);
  }
}
