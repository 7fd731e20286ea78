import type { AppConfig } from '../../../platform/config/app-config';
import type { TranslationProvider } from '../translation-provider';
import { DeepLProvider } from './deepl.provider';
import { LibreTranslateProvider } from './libretranslate.provider';
import { MyMemoryProvider } from './mymemory.provider';

/** The provider TRANSLATION_PROVIDER names, or null for `none` (configuration has checked the keys). */
export function createTranslationProvider(config: AppConfig['translation']): TranslationProvider | null {
  const { timeoutMs } = config;
  switch (config.provider) {
    case 'none':
      return null;
    case 'mymemory':
      return new MyMemoryProvider({ baseUrl: config.mymemoryUrl, email: config.mymemoryEmail, timeoutMs });
    case 'deepl':
      return new DeepLProvider({ baseUrl: config.deeplUrl, key: config.deeplKey ?? '', timeoutMs });
    case 'libretranslate':
      return new LibreTranslateProvider({
        baseUrl: config.libretranslateUrl ?? '',
        key: config.libretranslateKey,
        timeoutMs,
      });
  }
}
