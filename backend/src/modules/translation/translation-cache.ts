import { createHash } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** How long a translation service's answer is used again (the spec: cached for 30 days). */
export const TRANSLATION_CACHE_DAYS = 30;

/**
 * What a translation service answered for one piece of Spanish. The module's own table, not a read model:
 * rebuilds leave it alone. Entries older than TRANSLATION_CACHE_DAYS are ignored and may be pruned.
 */
@Entity({ tableName: 'translation_cache' })
export class TranslationCacheEntry {
  @PrimaryKey({ type: 'text', fieldName: 'source_hash' })
  sourceHash: string;

  @PrimaryKey({ type: 'text', fieldName: 'target_language' })
  targetLanguage: string;

  @PrimaryKey({ type: 'text' })
  provider: string;

  @Property({ type: 'text', fieldName: 'translated_text' })
  translatedText: string;

  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date;
}

export const pieceHash = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The cached translations of these hashes that are younger than the cache's lifetime. */
export async function cachedTranslations(
  em: EntityManager,
  provider: string,
  target: string,
  hashes: readonly string[],
): Promise<Map<string, string>> {
  if (hashes.length === 0) return new Map();
  const rows = await em.execute<{ source_hash: string; translated_text: string }[]>(
    `select source_hash, translated_text from translation_cache
     where provider = ? and target_language = ? and source_hash in (${hashes.map(() => '?').join(', ')})
       and created_at > now() - make_interval(days => ?)`,
    [provider, target, ...hashes, TRANSLATION_CACHE_DAYS],
  );
  return new Map(rows.map((row) => [row.source_hash, row.translated_text]));
}

export async function storeTranslations(
  em: EntityManager,
  provider: string,
  target: string,
  entries: readonly { hash: string; text: string }[],
): Promise<void> {
  for (const entry of entries) {
    await em.execute(
      `insert into translation_cache (source_hash, target_language, provider, translated_text, created_at)
       values (?, ?, ?, ?, now())
       on conflict (source_hash, target_language, provider)
       do update set translated_text = excluded.translated_text, created_at = excluded.created_at`,
      [entry.hash, target, provider, entry.text],
    );
  }
}

/** Deletes the entries past the cache's lifetime; answers how many. */
export async function pruneTranslationCache(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ count: string }[]>(
    `with gone as (
       delete from translation_cache where created_at <= now() - make_interval(days => ?) returning 1
     ) select count(*)::text as count from gone`,
    [TRANSLATION_CACHE_DAYS],
  );
  return Number(rows[0]?.count ?? 0);
}
