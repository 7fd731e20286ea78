import { decodeHTML } from 'entities';
import type { TargetLanguage } from '../domain/target-language';
import { TranslationFailedError, TranslationQuotaError } from '../domain/translation-errors';
import { type TranslationProvider } from '../translation-provider';
import { callTranslationService } from './http-call';

const QUOTA_WARNING = 'MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS';

/**
 * MyMemory (the spec's service): GET /get?q=…&langpair=es|xx, one text a request of at most 500 bytes;
 * `de` (a contact address) raises the free daily quota. The translation is responseData.translatedText,
 * sometimes with HTML entities (`&#39;`, `&quot;`) that plain-text fields must not show.
 */
export class MyMemoryProvider implements TranslationProvider {
  readonly name = 'mymemory';
  readonly maxBytes = 500;

  constructor(private readonly options: { baseUrl: string; email: string | null; timeoutMs: number }) {}

  supports(): boolean {
    return true;
  }

  async translate(texts: readonly string[], target: TargetLanguage): Promise<string[]> {
    const translations: string[] = [];
    for (const text of texts) translations.push(await this.translateOne(text, target));
    return translations;
  }

  private async translateOne(text: string, target: TargetLanguage): Promise<string> {
    const query = new URLSearchParams({ q: text, langpair: `es|${target}` });
    if (this.options.email) query.set('de', this.options.email);
    const { body } = await callTranslationService(
      'MyMemory',
      `${this.options.baseUrl}/get?${query.toString()}`,
      { method: 'GET', headers: { accept: 'application/json' } },
      { timeoutMs: this.options.timeoutMs, quotaStatuses: [429] },
    );
    const answer = body as {
      responseStatus?: unknown;
      responseDetails?: unknown;
      responseData?: { translatedText?: unknown };
    };
    const status = Number(answer?.responseStatus);
    const translated = answer?.responseData?.translatedText;
    const said = `${typeof translated === 'string' ? translated : ''} ${String(answer?.responseDetails ?? '')}`;
    if ((status === 429 || status === 403) && said.toUpperCase().includes(QUOTA_WARNING)) {
      throw new TranslationQuotaError('MyMemory: the free translations of the day are used up');
    }
    if (status === 429) throw new TranslationQuotaError('MyMemory: too many requests');
    if (status !== 200 || typeof translated !== 'string' || !translated.trim()) {
      throw new TranslationFailedError(
        `MyMemory answered an unexpected body (status ${String(answer?.responseStatus)})`,
      );
    }
    return decodeHTML(translated);
  }
}
