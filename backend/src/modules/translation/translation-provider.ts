import type { TranslationProviderKind } from '../../platform/config/app-config';
import type { TargetLanguage } from './domain/target-language';

/**
 * A translation service, from Spanish. Each provider is one file under providers/; `translate` throws
 * TranslationQuotaError or TranslationFailedError (domain/translation-errors.ts).
 */
export interface TranslationProvider {
  readonly name: Exclude<TranslationProviderKind, 'none'>;
  /** The longest piece of text (UTF-8 bytes) one request may carry; longer texts are split on sentences. */
  readonly maxBytes: number;
  supports(language: TargetLanguage): boolean;
  /** The translations of `texts` in their order. */
  translate(texts: readonly string[], target: TargetLanguage): Promise<string[]>;
}

/** Nest token of the configured provider (null when TRANSLATION_PROVIDER is none). */
export const TRANSLATION_PROVIDER = Symbol('TRANSLATION_PROVIDER');
