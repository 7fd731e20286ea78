import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { ApiError } from '../../../platform/http/api-error';
import { CatalogueArtwork } from '../../../platform/media/catalogue-artwork';
import type { DerivedJpegs } from '../../../platform/media/derived-jpegs';
import { portalJpegs } from '../../../platform/media/portal-jpegs';
import { GetPortalListingsQuery, type PortalListing } from '../../catalogue';
import { FeedTokens } from '../domain/feed-token-secret';
import { isPortal, PORTALS, type Portal } from '../domain/portals';
import { choicesPage, chosenPage, feedGenerations } from '../read-models/portals.projections';
import { exclusionReasons, FEED_HEAD, FEED_TAIL, kyeroProperty, type ExclusionReason } from './kyero-feed';

/** Listings read per round trip while a feed streams: a page of ids, then their details. */
export const FEED_PAGE_SIZE = 500;

/** A listing chosen for portals that none of them can get, and why. */
export interface ExcludedListing {
  listing: PortalListing;
  portals: Portal[];
  reasons: ExclusionReason[];
}

export interface PortalsOverview {
  feeds: { portal: Portal; url: string; exported: number; chosen: number }[];
  excluded: ExcludedListing[];
}

const feedNotFound = () => new ApiError(404, 'portal_feed_not_found', 'This feed address does not exist.');

/**
 * The portals' feeds: their addresses (derived from PORTAL_FEED_SECRET, the portal and its generation), the
 * feed itself, streamed from pages of the read models into the answer, and the owner's overview.
 * Only active listings are offered: draft, reserved, sold and withdrawn ones are absent, so a portal takes
 * them down; a deleted listing is absent too.
 */
@Injectable()
export class PortalFeeds {
  private readonly tokens: FeedTokens;
  private readonly site: string;
  private readonly jpegs: DerivedJpegs;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {
    this.tokens = new FeedTokens(config.portals.feedSecret);
    this.site = config.publicUrl.replace(/\/$/, '');
    this.jpegs = portalJpegs(config.mediaDir, CatalogueArtwork.load());
  }

  /** The feed's address, with its token: what the owner gives the portal. */
  url(portal: Portal, generation: number): string {
    return `${this.site}/api/feeds/${portal}.xml?token=${this.tokens.token(portal, generation)}`;
  }

  /** The portal named by a feed's file name when the token is its current one; 404 otherwise. */
  async open(file: string, token: unknown): Promise<Portal> {
    const portal = /^([a-z-]+)\.xml$/.exec(file)?.[1];
    if (!portal || !isPortal(portal)) throw feedNotFound();
    const generation = (await feedGenerations(this.em.fork())).get(portal) ?? 0;
    if (!this.tokens.matches(token, portal, generation)) throw feedNotFound();
    return portal;
  }

  /** The whole feed as a stream of text: one page of listings is in memory at a time. */
  stream(portal: Portal): Readable {
    const pages = this.exportable(portal);
    const site = this.site;
    // Portals import JPEG and drop WebP and SVG: each gallery image is offered as its portal JPEG.
    const jpegs = this.jpegs;
    const withJpegs = (listing: PortalListing): PortalListing => ({
      ...listing,
      imageUrls: listing.imageUrls.map((url) => jpegs.urlOf(url)),
    });
    return Readable.from(
      (async function* () {
        yield FEED_HEAD;
        for await (const page of pages) {
          yield page.map((listing) => kyeroProperty(withJpegs(listing), site)).join('');
        }
        yield FEED_TAIL;
      })(),
      { objectMode: false },
    );
  }

  /**
   * The listings a portal's feed holds, page by page. The next page is read while the current one is written
   * out, so the database and the writing overlap; at most two pages are in memory.
   */
  async *exportable(portal: Portal): AsyncGenerator<PortalListing[]> {
    const em = this.em.fork();
    const read = async (after: string | null) => {
      const ids = await chosenPage(em, portal, after, FEED_PAGE_SIZE);
      const listings = ids.length ? await this.queries.execute(new GetPortalListingsQuery(ids)) : [];
      return { listings, last: ids.length === FEED_PAGE_SIZE ? ids[ids.length - 1] : null };
    };
    let next: ReturnType<typeof read> | null = read(null);
    next.catch(() => undefined);
    while (next) {
      const page: Awaited<ReturnType<typeof read>> = await next;
      next = page.last === null ? null : read(page.last);
      // A download that stops early (the portal hung up) leaves the read ahead unawaited: never unhandled.
      next?.catch(() => undefined);
      yield page.listings.filter((listing) => exclusionReasons(listing).length === 0);
    }
  }

  /** Per portal its address and counts; the active listings chosen for portals that cannot be exported. */
  async overview(): Promise<PortalsOverview> {
    const em = this.em.fork();
    const generations = await feedGenerations(em);
    const exported = new Map<Portal, number>();
    const chosen = new Map<Portal, number>();
    const excluded: ExcludedListing[] = [];
    let after: string | null = null;
    for (;;) {
      const choices = await choicesPage(em, after, FEED_PAGE_SIZE);
      if (choices.length === 0) break;
      after = choices[choices.length - 1].propertyId;
      const portalsOf = new Map(choices.map((choice) => [choice.propertyId, choice.portals]));
      const listings = await this.queries.execute(new GetPortalListingsQuery([...portalsOf.keys()]));
      for (const listing of listings) {
        const portals = portalsOf.get(listing.id) ?? [];
        const reasons = exclusionReasons(listing);
        for (const portal of portals) {
          chosen.set(portal, (chosen.get(portal) ?? 0) + 1);
          if (reasons.length === 0) exported.set(portal, (exported.get(portal) ?? 0) + 1);
        }
        if (reasons.length > 0) excluded.push({ listing, portals, reasons });
      }
      if (choices.length < FEED_PAGE_SIZE) break;
    }
    return {
      feeds: PORTALS.map((portal) => ({
        portal,
        url: this.url(portal, generations.get(portal) ?? 0),
        exported: exported.get(portal) ?? 0,
        chosen: chosen.get(portal) ?? 0,
      })),
      excluded,
    };
  }
}
