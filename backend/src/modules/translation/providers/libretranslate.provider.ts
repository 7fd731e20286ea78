import type { TargetLanguage } from '../domain/target-language';
import { TranslationFailedError } from '../domain/translation-errors';
import { type TranslationProvider } from '../translation-provider';
import { callTranslationService } from './http-call';

/** LibreTranslate (self-hosted or a paid instance): POST <url>/translate {q, source, target, format, api_key}. */
export class LibreTranslateProvider implements TranslationProvider {
  readonly name = 'libretranslate';
  /** LibreTranslate instances commonly limit a request to 5,000 characters. */
  readonly maxBytes = 5_000;

  constructor(private readonly options: { baseUrl: string; key: string | null; timeoutMs: number }) {}

  supports(): boolean {
    return true;
  }

  async translate(texts: readonly string[], target: TargetLanguage): Promise<string[]> {
    const translations: string[] = [];
    for (const text of texts) {
      const { body } = await callTranslationService(
        'LibreTranslate',
        `${this.options.baseUrl}/translate`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: text,
            source: 'es',
            target,
            format: 'text',
            ...(this.options.key ? { api_key: this.options.key } : {}),
          }),
        },
        { timeoutMs: this.options.timeoutMs, quotaStatuses: [429] },
      );
      const translated = (body as { translatedText?: unknown })?.translatedText;
      if (typeof translated !== 'string' || !translated.trim()) {
        throw new TranslationFailedError('LibreTranslate answered an unexpected body');
      }
      translations.push(translated);
    }
    return translations;
  }
}
