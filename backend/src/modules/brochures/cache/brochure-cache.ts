import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** What one stored brochure is of: a listing's version in one language and one layout. */
export interface BrochureKey {
  propertyId: string;
  listingVersion: number;
  language: string;
  layoutVersion: number;
  /** A digest of everything else the brochure prints (translations, cost rates, the page's address). */
  fingerprint: string;
}

/**
 * Rendered brochures in PostgreSQL (`brochures`), so every API instance serves the PDF the first download
 * made. Storing a version deletes the listing's other versions, in any language: a listing keeps only the
 * brochures of what it shows now.
 */
@Injectable()
export class BrochureCache {
  constructor(private readonly em: EntityManager) {}

  async find(key: BrochureKey): Promise<Buffer | null> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<{ pdf: Buffer }[]>(
        `select pdf from brochures where property_id = ? and language = ? and listing_version = ?
           and layout_version = ? and fingerprint = ?`,
        [key.propertyId, key.language, key.listingVersion, key.layoutVersion, key.fingerprint],
      );
    return row?.pdf ?? null;
  }

  async store(key: BrochureKey, pdf: Buffer): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      await connection.execute(
        `insert into brochures (property_id, language, listing_version, layout_version, fingerprint, pdf)
         values (?, ?, ?, ?, ?, ?) on conflict do nothing`,
        [key.propertyId, key.language, key.listingVersion, key.layoutVersion, key.fingerprint, pdf],
      );
      // Older versions of the listing (or of the layout) go; the same version in other languages stays.
      await connection.execute(
        `delete from brochures where property_id = ?
           and (listing_version < ? or layout_version <> ?
                or (language = ? and listing_version = ? and fingerprint <> ?))`,
        [
          key.propertyId,
          key.listingVersion,
          key.layoutVersion,
          key.language,
          key.listingVersion,
          key.fingerprint,
        ],
      );
    });
  }
}
