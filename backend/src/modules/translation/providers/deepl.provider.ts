import type { TargetLanguage } from '../domain/target-language';
import { TranslationFailedError } from '../domain/translation-errors';
import { type TranslationProvider } from '../translation-provider';
import { callTranslationService } from './http-call';

/** DeepL's target codes; Macedonian is not among DeepL's languages. */
const TARGETS: Partial<Record<TargetLanguage, string>> = { en: 'EN-GB', de: 'DE', ru: 'RU' };

/**
 * DeepL: POST /v2/translate with `Authorization: DeepL-Auth-Key <key>`, several texts a request.
 * 429 (too many requests) and 456 (quota exceeded) are quota answers. Free keys (`…:fx`) use api-free.deepl.com.
 */
export class DeepLProvider implements TranslationProvider {
  readonly name = 'deepl';
  /** DeepL takes up to 128 KiB a request; pieces stay well under it. */
  readonly maxBytes = 30_000;

  constructor(private readonly options: { baseUrl: string; key: string; timeoutMs: number }) {}

  supports(language: TargetLanguage): boolean {
    return TARGETS[language] !== undefined;
  }

  async translate(texts: readonly string[], target: TargetLanguage): Promise<string[]> {
    const targetLang = TARGETS[target];
    if (!targetLang) throw new TranslationFailedError(`DeepL does not translate into ${target}`);
    const { body } = await callTranslationService(
      'DeepL',
      `${this.options.baseUrl}/v2/translate`,
      {
        method: 'POST',
        headers: {
          authorization: `DeepL-Auth-Key ${this.options.key}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ text: texts, source_lang: 'ES', target_lang: targetLang }),
      },
      { timeoutMs: this.options.timeoutMs, quotaStatuses: [429, 456] },
    );
    const translations = (body as { translations?: unknown })?.translations;
    if (
      !Array.isArray(translations) ||
      translations.length !== texts.length ||
      translations.some((item) => typeof (item as { text?: unknown })?.text !== 'string')
    ) {
      throw new TranslationFailedError('DeepL answered an unexpected body');
    }
    return translations.map((item) => (item as { text: string }).text);
  }
}
