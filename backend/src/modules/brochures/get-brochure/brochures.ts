import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetPropertyQuery, type PropertyDetailDto } from '../../catalogue';
import { GetPurchaseCostRatesQuery, type PurchaseCostRatesDto } from '../../purchase-costs';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import type { Language } from '../../../platform/i18n/languages';
import { localizedPath, propertyPath } from '../../../platform/i18n/public-paths';
import { Clock } from '../../../platform/time/clock';
import { BrochureCache, type BrochureKey } from '../cache/brochure-cache';
import { BROCHURE_LAYOUT_VERSION, BrochureRenderer } from '../render/brochure-renderer';
import { CoverPhotos } from '../render/cover-photo';

export interface Brochure {
  /** Strong: the listing's version, the language, the layout and a digest of what else the PDF prints. */
  etag: string;
  filename: string;
  /** Null when the caller's copy is current (If-None-Match): nothing is read or rendered. */
  pdf: Buffer | null;
}

/**
 * A public listing's brochure in one language: from the cache when this version was downloaded before,
 * rendered and stored otherwise. Simultaneous first downloads on one instance render once.
 */
@Injectable()
export class Brochures {
  private readonly logger = new Logger(Brochures.name);
  private readonly covers: CoverPhotos;
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly queries: QueryBus,
    private readonly cache: BrochureCache,
    private readonly renderer: BrochureRenderer,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.covers = new CoverPhotos(config.mediaDir);
  }

  /** 404 for a draft or an unknown id and 410 for a withdrawn or deleted listing, as the property page. */
  async get(propertyId: string, language: Language, ifNoneMatch?: string): Promise<Brochure> {
    const property = await this.queries.execute(new GetPropertyQuery(propertyId));
    const rates = await this.queries.execute(new GetPurchaseCostRatesQuery());
    const pageUrl = `${this.config.publicUrl}${localizedPath(language, propertyPath(property.id))}`;
    const currentYear = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(this.clock.now()),
    );
    const { isNew: _changesWithTime, ...printed } = property;
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ printed, rates, pageUrl, currentYear }))
      .digest('hex')
      .slice(0, 16);
    const key: BrochureKey = {
      propertyId: property.id,
      listingVersion: property.version,
      language,
      layoutVersion: BROCHURE_LAYOUT_VERSION,
      fingerprint,
    };
    const etag = `"${property.id}-${property.version}-${language}-${BROCHURE_LAYOUT_VERSION}-${fingerprint}"`;
    const filename = `${property.reference.replace(/[^A-Za-z0-9._-]/g, '-')}-${language}.pdf`;
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return { etag, filename, pdf: null };
    }
    const cached = await this.cache.find(key);
    if (cached) return { etag, filename, pdf: cached };
    return { etag, filename, pdf: await this.renderOnce(key, property, rates, pageUrl, currentYear) };
  }

  private renderOnce(
    key: BrochureKey,
    property: PropertyDetailDto,
    rates: PurchaseCostRatesDto,
    pageUrl: string,
    currentYear: number,
  ): Promise<Buffer> {
    const id = JSON.stringify(key);
    let pending = this.inFlight.get(id);
    if (!pending) {
      pending = (async () => {
        const started = performance.now();
        const coverJpeg = await this.covers.jpeg(property.gallery.images[0]?.url);
        const pdf = await this.renderer.render({
          property,
          rates,
          language: key.language as Language,
          pageUrl,
          coverJpeg,
          currentYear,
        });
        await this.cache.store(key, pdf);
        this.logger.log(
          `Brochure ${property.id} v${property.version} ${key.language}: ${pdf.length} bytes in ${Math.round(performance.now() - started)} ms`,
        );
        return pdf;
      })().finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, pending);
    }
    return pending;
  }
}
