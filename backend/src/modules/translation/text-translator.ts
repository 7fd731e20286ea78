import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { TargetLanguage } from './domain/target-language';
import { joinTranslation, splitForTranslation } from './split-text';
import { cachedTranslations, pieceHash, storeTranslations } from './translation-cache';
import { TRANSLATION_PROVIDER, type TranslationProvider } from './translation-provider';

/**
 * Translates a Spanish text with the configured provider: split into pieces within the provider's limit,
 * each piece taken from the cache when it was translated in the last 30 days, the others asked for (once
 * each) and cached, then rejoined. The same sentence is never paid for twice within the cache's lifetime.
 */
@Injectable()
export class TextTranslator {
  constructor(
    private readonly em: EntityManager,
    @Inject(TRANSLATION_PROVIDER) private readonly provider: TranslationProvider | null,
  ) {}

  get providerName(): string {
    return this.configured().name;
  }

  private configured(): TranslationProvider {
    if (!this.provider) throw new Error('Machine translation is off (TRANSLATION_PROVIDER=none)');
    return this.provider;
  }

  async translate(text: string, target: TargetLanguage): Promise<string> {
    const provider = this.configured();
    const em = this.em.fork();
    const split = splitForTranslation(text, provider.maxBytes);
    const hashes = split.pieces.map((piece) => pieceHash(piece.text));
    const known = await cachedTranslations(em, provider.name, target, hashes);
    const missing = [
      ...new Map(
        split.pieces
          .map((piece, index) => [hashes[index], piece.text] as const)
          .filter(([hash]) => !known.has(hash)),
      ),
    ];
    // One piece a request, each cached as soon as it comes: a quota reached halfway loses nothing paid for.
    for (const [hash, piece] of missing) {
      const [translated] = await provider.translate([piece], target);
      await storeTranslations(em, provider.name, target, [{ hash, text: translated }]);
      known.set(hash, translated);
    }
    return joinTranslation(
      split,
      hashes.map((hash) => known.get(hash) as string),
    );
  }
}
