import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one request. */
export type FakeAnswer =
  /** A translation: `[<target>] <text>`. */
  | 'ok'
  /** HTTP 429. */
  | 'too-many-requests'
  /** MyMemory's quota answer: 200 with responseStatus 403 and its warning; DeepL's: HTTP 456. */
  | 'quota'
  /** MyMemory's translation with HTML entities in it, as it sometimes answers apostrophes and quotes. */
  | 'html-escaped'
  /** 200 with a body of the wrong shape. */
  | 'malformed'
  /** No answer at all (the caller's timeout must end it). */
  | 'hang';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

const QUOTA_WARNING =
  'MYMEMORY WARNING: YOU USED ALL AVAILABLE FREE TRANSLATIONS FOR TODAY. NEXT AVAILABLE IN  10 HOURS';

/**
 * A local HTTP server speaking MyMemory (GET /get), DeepL (POST /v2/translate) and LibreTranslate
 * (POST /translate): no internet in tests.
 * Each request takes the next scripted answer, then `ok` once the script is used up.
 */
export class FakeTranslationService {
  readonly requests: ReceivedRequest[] = [];
  private script: FakeAnswer[] = [];
  private hanging: ServerResponse[] = [];
  private server!: Server;
  url = '';

  static async start(): Promise<FakeTranslationService> {
    const fake = new FakeTranslationService();
    fake.server = createServer((request, response) => void fake.answer(request, response));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** The next answers, in order. */
  willAnswer(...answers: FakeAnswer[]): this {
    this.script.push(...answers);
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.script = [];
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? (JSON.parse(raw) as unknown) : null;
    this.requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    });
    const next = this.script.shift() ?? 'ok';
    const deepl = url.pathname === '/v2/translate';
    const libre = url.pathname === '/translate';
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    switch (next) {
      case 'hang':
        this.hanging.push(response);
        return;
      case 'too-many-requests':
        return json(429, { message: 'Too many requests' });
      case 'html-escaped':
        return json(200, {
          responseStatus: 200,
          responseDetails: '',
          responseData: { translatedText: 'The owner&#39;s &quot;sea&quot; view &amp; garden', match: 1 },
        });
      case 'malformed':
        return json(
          200,
          deepl
            ? { translations: 'nope' }
            : libre
              ? { translated: 'x' }
              : { responseStatus: 200, responseData: {} },
        );
      case 'quota':
        return deepl
          ? json(456, { message: 'Quota exceeded' })
          : json(200, {
              responseStatus: 403,
              responseDetails: QUOTA_WARNING,
              responseData: { translatedText: QUOTA_WARNING, match: 0 },
            });
      case 'ok': {
        if (libre) {
          const { q, target } = body as { q: string; target: string };
          return json(200, { translatedText: `[${target}] ${q}` });
        }
        if (deepl) {
          const { text, target_lang } = body as { text: string[]; target_lang: string };
          return json(200, {
            translations: text.map((item) => ({
              detected_source_language: 'ES',
              text: `[${target_lang}] ${item}`,
            })),
          });
        }
        const target = (url.searchParams.get('langpair') ?? '').split('|')[1];
        return json(200, {
          responseStatus: 200,
          responseDetails: '',
          responseData: { translatedText: `[${target}] ${url.searchParams.get('q')}`, match: 1 },
        });
      }
    }
  }
}
