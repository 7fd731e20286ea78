import type { Pool } from 'pg';
import { FEATURE_KEYS, LOCATIONS, PROPERTY_TYPES } from '../modules/catalogue/domain/catalogue-enums';
import { pricePerM2 } from '../modules/catalogue/domain/price';
import type { PropertyDetails } from '../modules/catalogue/domain/property';
import { SAMPLE_PROPERTIES } from '../modules/catalogue/seed/sample-properties';

/* The benchmarks' catalogue: many varied properties, written straight into the read model. */

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length];
}

/** A varied but deterministic property n, built from the samples with other numbers and keys. */
export function syntheticProperty(n: number): {
  id: string;
  details: PropertyDetails;
  status: string;
  listedAt: Date;
} {
  const base = SAMPLE_PROPERTIES[n % SAMPLE_PROPERTIES.length].details;
  const size = 50 + ((n * 37) % 600);
  const price = 90_000 + ((n * 7919) % 4_000) * 1000;
  const amenities = FEATURE_KEYS.filter((_, i) => (n >> i) % 3 !== 0);
  const details: PropertyDetails = {
    ...base,
    reference: `CC-BENCH-${String(n).padStart(6, '0')}`,
    type: pick(PROPERTY_TYPES, n * 3),
    location: pick(LOCATIONS, n * 5 + 1),
    title: { ...base.title, es: `${base.title.es} ${n}` },
    specifications: {
      ...base.specifications,
      bedrooms: 1 + (n % 6),
      bathrooms: 1 + (n % 4),
      sizeBuiltM2: size,
    },
    amenities,
    price: { ...base.price, saleEur: price },
  };
  // Nine in ten public; the rest drafts and withdrawn listings that the search must skip.
  const status =
    n % 10 === 7 ? 'draft' : n % 10 === 8 ? 'withdrawn' : pick(['active', 'active', 'reserved', 'sold'], n);
  return { id: `bench-${n}`, details, status, listedAt: new Date(Date.UTC(2024, 0, 1) + n * 3_600_000) };
}

/**
 * Bulk insert straight into the read model, for speed: 10,000 commands through the command path would take
 * most of a minute and measure the write path, which `bench:events` already does. The rows are exactly what
 * the catalogue-properties projection writes for a PropertyListed event; the event log stays empty, so this
 * database is for reading only (a rebuild would empty it).
 */
export async function insertProperties(pool: Pool, count: number): Promise<void> {
  const BATCH = 500;
  for (let start = 0; start < count; start += BATCH) {
    const values: unknown[] = [];
    const rows: string[] = [];
    for (let n = start; n < Math.min(count, start + BATCH); n++) {
      const { id, details, status, listedAt } = syntheticProperty(n);
      const row = [
        id,
        1,
        details.reference,
        details.type,
        details.location,
        status,
        JSON.stringify(details.title),
        JSON.stringify(details.subtitle),
        JSON.stringify(details.shortDescription),
        details.address.city,
        details.address.area,
        details.price.saleEur,
        pricePerM2(details.price.saleEur, details.specifications.sizeBuiltM2),
        details.specifications.bedrooms,
        details.specifications.bathrooms,
        details.specifications.sizeBuiltM2,
        JSON.stringify(details.amenities),
        details.featured,
        JSON.stringify(details.gallery.images[0] ?? null),
        JSON.stringify(details),
        listedAt,
        listedAt,
      ];
      rows.push(`(${row.map((_, i) => `$${values.length + i + 1}`).join(', ')})`);
      values.push(...row);
    }
    await pool.query(
      `insert into catalogue_properties (id, version, reference, type, location, status, title, subtitle,
         short_description, city, area, price_eur, price_per_m2_eur, bedrooms, bathrooms, size_built_m2,
         amenities, featured, cover_image, details, listed_at, updated_at)
       values ${rows.join(', ')}`,
      values,
    );
  }
  // What autovacuum does soon after a bulk load: statistics, and the visibility map index-only scans need.
  await pool.query('vacuum analyze catalogue_properties');
}
