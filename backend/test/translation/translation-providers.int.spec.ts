import {
  TranslationFailedError,
  TranslationQuotaError,
} from '../../src/modules/translation/domain/translation-errors';
import { DeepLProvider } from '../../src/modules/translation/providers/deepl.provider';
import { LibreTranslateProvider } from '../../src/modules/translation/providers/libretranslate.provider';
import { MyMemoryProvider } from '../../src/modules/translation/providers/mymemory.provider';
import { FakeTranslationService } from '../support/fake-translation-service';

/** Long enough that a busy machine never times out a prompt answer; the timeout tests wait it out once each. */
const TIMEOUT_MS = 1500;

describe('translation providers against a local server', () => {
  let fake: FakeTranslationService;

  beforeAll(async () => {
    fake = await FakeTranslationService.start();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.stop());

  describe('MyMemory', () => {
    const provider = () =>
      new MyMemoryProvider({ baseUrl: fake.url, email: 'agencia@example.com', timeoutMs: TIMEOUT_MS });

    it('asks GET /get with q, langpair es|xx and the contact address, and reads responseData.translatedText', async () => {
      await expect(provider().translate(['Villa frente al mar'], 'en')).resolves.toEqual([
        '[en] Villa frente al mar',
      ]);
      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(request.method).toBe('GET');
      expect(request.path).toBe('/get');
      expect(request.query.get('q')).toBe('Villa frente al mar');
      expect(request.query.get('langpair')).toBe('es|en');
      expect(request.query.get('de')).toBe('agencia@example.com');
    });

    it('decodes the HTML entities MyMemory puts in some translations', async () => {
      fake.willAnswer('html-escaped');
      await expect(provider().translate(['La vista al «mar» y el jardín del dueño'], 'en')).resolves.toEqual([
        'The owner\'s "sea" view & garden',
      ]);
    });

    it('takes HTTP 429 and the used-up daily quota for quota answers, not failures', async () => {
      fake.willAnswer('too-many-requests');
      await expect(provider().translate(['Hola'], 'de')).rejects.toBeInstanceOf(TranslationQuotaError);
      fake.willAnswer('quota');
      const error = await provider()
        .translate(['Hola'], 'de')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TranslationQuotaError);
      expect((error as Error).message).toMatch(/used up/);
    });

    it('fails on an answer of the wrong shape and on a timeout', async () => {
      fake.willAnswer('malformed');
      await expect(provider().translate(['Hola'], 'ru')).rejects.toThrow(TranslationFailedError);
      fake.willAnswer('hang');
      const started = Date.now();
      const error = await provider()
        .translate(['Hola'], 'ru')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TranslationFailedError);
      expect((error as Error).message).toBe(`MyMemory did not answer within ${TIMEOUT_MS} ms`);
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });

  describe('DeepL', () => {
    const provider = () =>
      new DeepLProvider({ baseUrl: fake.url, key: 'test-key:fx', timeoutMs: TIMEOUT_MS });

    it('posts text[] and target_lang to /v2/translate with the DeepL-Auth-Key header', async () => {
      await expect(provider().translate(['Piscina', 'Jardín'], 'de')).resolves.toEqual([
        '[DE] Piscina',
        '[DE] Jardín',
      ]);
      const [request] = fake.requests;
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v2/translate');
      expect(request.headers.authorization).toBe('DeepL-Auth-Key test-key:fx');
      expect(request.body).toEqual({ text: ['Piscina', 'Jardín'], source_lang: 'ES', target_lang: 'DE' });
    });

    it('takes 429 and 456 for quota answers', async () => {
      fake.willAnswer('too-many-requests', 'quota');
      await expect(provider().translate(['Hola'], 'en')).rejects.toBeInstanceOf(TranslationQuotaError);
      await expect(provider().translate(['Hola'], 'en')).rejects.toBeInstanceOf(TranslationQuotaError);
    });

    it('fails on an answer of the wrong shape and on a timeout, and does not offer Macedonian', async () => {
      fake.willAnswer('malformed', 'hang');
      await expect(provider().translate(['Hola'], 'en')).rejects.toThrow('DeepL answered an unexpected body');
      await expect(provider().translate(['Hola'], 'en')).rejects.toThrow(
        `DeepL did not answer within ${TIMEOUT_MS} ms`,
      );
      expect(provider().supports('mk')).toBe(false);
      expect(provider().supports('ru')).toBe(true);
    });
  });

  describe('LibreTranslate', () => {
    const provider = () =>
      new LibreTranslateProvider({ baseUrl: fake.url, key: 'libre-key', timeoutMs: TIMEOUT_MS });

    it('posts q, source es, target, format text and the key to /translate', async () => {
      await expect(provider().translate(['Bodega'], 'mk')).resolves.toEqual(['[mk] Bodega']);
      const [request] = fake.requests;
      expect([request.method, request.path]).toEqual(['POST', '/translate']);
      expect(request.body).toEqual({
        q: 'Bodega',
        source: 'es',
        target: 'mk',
        format: 'text',
        api_key: 'libre-key',
      });
    });

    it('takes 429 for a quota answer and fails on an answer of the wrong shape', async () => {
      fake.willAnswer('too-many-requests', 'malformed');
      await expect(provider().translate(['Hola'], 'en')).rejects.toBeInstanceOf(TranslationQuotaError);
      await expect(provider().translate(['Hola'], 'en')).rejects.toThrow(
        'LibreTranslate answered an unexpected body',
      );
    });
  });
});
