import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { Language } from '../../../platform/i18n/languages';
import { localizedPath } from '../../../platform/i18n/public-paths';
import { Clock } from '../../../platform/time/clock';
import { GetSellerContactQuery, type SellerContact } from '../../mandates';
import { weekNamed, type ReportWeek } from '../domain/report-week';
import { currentGenerations } from '../read-models/link-generations.projection';
import {
  SellerReportTokens,
  propertyTag,
  requireCurrentGeneration,
  revokedLink,
  invalidLink,
  type SellerReportClaim,
} from './seller-report-token';

/** A link that opened: the seller it names as they are now, the property they sell and the week. */
export interface OpenedLink {
  seller: SellerContact & { propertyId: string };
  week: ReportWeek;
}

/**
 * Issues and opens the sellers' report links. A link works while it is unexpired, its seller still sells
 * the property it names (not removed, not erased) and its generation is the seller's current one.
 */
@Injectable()
export class SellerReportLinks {
  private readonly tokens: SellerReportTokens;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    this.tokens = new SellerReportTokens(config.sellerReports.linkSecret);
  }

  /** The sellers' current generation of links (0 when never revoked). */
  async generationsOf(sellerIds: readonly string[]): Promise<Map<string, number>> {
    return currentGenerations(this.em.fork(), sellerIds);
  }

  /** The absolute address of a report's page in the seller's language, with a fresh 30-day token. */
  url(claim: SellerReportClaim, language: Language): string {
    const token = this.tokens.issue(claim, this.clock.now());
    return `${this.config.publicUrl}${localizedPath(language, `/seller-report/${token}`)}`;
  }

  async open(token: string): Promise<OpenedLink> {
    const claim = this.tokens.verify(token, this.clock.now());
    const week = weekNamed(claim.isoWeek);
    if (!week) throw invalidLink();
    const seller = await this.queries.execute(new GetSellerContactQuery(claim.sellerId));
    // Removed from the property or erased since: the link ends with the seller's part in the sale.
    if (!seller || propertyTag(seller.propertyId) !== claim.propertyTag) throw revokedLink();
    const generations = await this.generationsOf([seller.sellerId]);
    requireCurrentGeneration(claim, generations.get(seller.sellerId) ?? 0);
    return { seller, week };
  }
}
