import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { LANGUAGES } from '../../../platform/i18n/languages';
import {
  type IndexableProperties,
  type IndexableProperty,
  ListIndexablePropertiesQuery,
  MAX_IMAGES_PER_PROPERTY,
} from '../../catalogue';
import { propertyPath } from '../../../platform/i18n/public-paths';
import { PUBLIC_PAGES } from '../site-addresses';
import {
  URL_SET_CLOSE,
  URL_SET_OPEN,
  sitemapIndex,
  urlEntries,
  urlSet,
  type SitemapPage,
} from './sitemap-xml';

export interface SitemapLimits {
  /** URLs in one file: 50,000 at most (sitemaps.org). */
  urlsPerFile: number;
  /** Bytes in one file, uncompressed: 50 MiB at most (sitemaps.org). */
  bytesPerFile: number;
}

export const SITEMAP_LIMITS = Symbol('SITEMAP_LIMITS');

/** The protocol's limits, with room in the bytes for the escapes the estimate of a property leaves out. */
export const PROTOCOL_LIMITS: SitemapLimits = { urlsPerFile: 50_000, bytesPerFile: 45 * 1024 * 1024 };

/** What the estimate of a property's size assumes: the longest id, an uploaded image's URL with room to spare. */
const LONGEST_ID = 80;
const LONGEST_IMAGE_PATH = 128;

/**
 * `/sitemap.xml`: every public page and public property in the five languages. While they fit in one file it
 * lists them all; beyond that it is an index of `/sitemap-pages.xml` and `/sitemap-properties-<n>.xml`, each
 * within the limits. A file of the index is one query of the catalogue, whatever its size.
 */
@Injectable()
export class Sitemap {
  private readonly origin: string;
  /** How many properties one file holds: their URLs and, at their largest, their bytes within the limits. */
  private readonly propertiesPerFile: number;

  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(SITEMAP_LIMITS) limits: SitemapLimits,
  ) {
    this.origin = config.publicUrl;
    const pageUrls = PUBLIC_PAGES.length * LANGUAGES.length;
    if (limits.urlsPerFile < pageUrls) {
      throw new Error(
        `A sitemap file must hold the ${pageUrls} URLs of the pages, not ${limits.urlsPerFile}`,
      );
    }
    const largestProperty = byteLength(
      urlEntries(this.origin, {
        path: propertyPath('x'.repeat(LONGEST_ID)),
        lastmod: new Date(0),
        imageUrls: Array.from({ length: MAX_IMAGES_PER_PROPERTY }, () => '/'.padEnd(LONGEST_IMAGE_PATH, 'x')),
      }),
    );
    const envelope = byteLength(URL_SET_OPEN + URL_SET_CLOSE);
    this.propertiesPerFile = Math.max(
      1,
      Math.min(
        Math.floor(limits.urlsPerFile / LANGUAGES.length),
        Math.floor((limits.bytesPerFile - envelope) / largestProperty),
      ),
    );
  }

  async root(): Promise<string> {
    const { total, listingChangedAt } = await this.properties(0, 0);
    if (this.fitsOneFile(total)) {
      const all = await this.properties(0, total);
      return urlSet(this.origin, [...this.pages(all.listingChangedAt), ...all.items.map(propertyPage)]);
    }
    const files = Math.ceil(total / this.propertiesPerFile);
    return sitemapIndex(this.origin, [
      { path: '/sitemap-pages.xml', lastmod: listingChangedAt },
      ...Array.from({ length: files }, (_, index) => ({
        path: `/sitemap-properties-${index + 1}.xml`,
        lastmod: null,
      })),
    ]);
  }

  /** `/sitemap-pages.xml`, or null while `/sitemap.xml` lists everything itself. */
  async pagesFile(): Promise<string | null> {
    const { total, listingChangedAt } = await this.properties(0, 0);
    return this.fitsOneFile(total) ? null : urlSet(this.origin, this.pages(listingChangedAt));
  }

  /** `/sitemap-properties-<n>.xml` (n from 1), or null when the index names no such file. */
  async propertiesFile(n: number): Promise<string | null> {
    const { total, items } = await this.properties((n - 1) * this.propertiesPerFile, this.propertiesPerFile);
    if (this.fitsOneFile(total) || items.length === 0) return null;
    return urlSet(this.origin, items.map(propertyPage));
  }

  /** A page has as many URLs as a property and fewer bytes: it counts as one. */
  private fitsOneFile(properties: number): boolean {
    return PUBLIC_PAGES.length + properties <= this.propertiesPerFile;
  }

  /**
   * The pages; the list of properties changes with its properties. The other pages' texts ship with the
   * code and the services and experiences keep no date of their last change, so they name none.
   */
  private pages(listingChangedAt: Date | null): SitemapPage[] {
    return PUBLIC_PAGES.map((path) => ({
      path,
      lastmod: path === '/properties' ? listingChangedAt : null,
      imageUrls: [],
    }));
  }

  private properties(offset: number, limit: number): Promise<IndexableProperties> {
    return this.queries.execute(new ListIndexablePropertiesQuery(offset, limit));
  }
}

function propertyPage(property: IndexableProperty): SitemapPage {
  return { path: propertyPath(property.id), lastmod: property.updatedAt, imageUrls: property.imageUrls };
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
