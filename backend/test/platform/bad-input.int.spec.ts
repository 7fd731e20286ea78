import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiter } from '../../src/platform/http/rate-limit';
import { MAX_BODY_DEPTH } from '../../src/platform/http/request-input';
import { CSRF, registration } from '../support/accounts';
import {
  HOSTILE_UNSUBSCRIBE_PAYLOADS,
  accessTokenClaims,
  hostileAccessTokenPayloads,
  signedAccessToken,
  signedNewsletterToken,
  signedUnsubscribeToken,
} from '../support/signed-tokens';
import { signInStaff, type Staff } from '../support/staff';
import { startTestApi, type TestApi } from '../support/test-api';

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Ortega',
  email: 'lucia@example.com',
  subject: 'Visita',
  message: 'Me gustaría visitar la casa la próxima semana.',
  language: 'es',
  ...overrides,
});

/** `levels` arrays nested in one another: `[[[ ... ]]]`. */
const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Sends raw bytes to the listening API and returns everything it answers before closing. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function parseRaw(answer: string): { status: number; headers: string; body: unknown } {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(body) };
}

describe('Bad input answers a clear 4xx in the shared error shape', () => {
  let api: TestApi;
  let staff: Staff;
  let port: number;

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    staff = await signInStaff(api);
    await api.app.listen(0, '127.0.0.1');
    port = (api.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => api.close());

  const eventCount = async () =>
    Number(
      (await api.app.get(EntityManager).getConnection().execute('select count(*) as n from events'))[0].n,
    );

  describe('texts PostgreSQL cannot store', () => {
    it.each([
      ['a NUL', 'Lucía\u0000Ortega'],
      ['a lone high surrogate', 'Lucía \ud800'],
      ['a lone low surrogate', '\udc00 Lucía'],
    ])('refuses %s in a body field, naming it, and stores nothing', async (_, name) => {
      const before = await eventCount();
      const response = await api.http().post('/api/inquiries').send(inquiry({ name })).expect(400);
      expect(response.body).toEqual({
        error: {
          code: 'validation_failed',
          message: expect.any(String),
          details: [{ field: 'name', code: 'invalid_characters', message: expect.any(String) }],
        },
      });
      expect(await eventCount()).toBe(before);
    });

    it('names nested fields and object keys by their path, in the language asked for', async () => {
      const nestedText = await api
        .http()
        .post('/api/admin/properties')
        .set(staff.headers.owner)
        .set('accept-language', 'de')
        .send({ details: { title: { es: 'Casa', en: 'House\u0000' } } })
        .expect(400);
      expect(nestedText.body.error.details).toEqual([
        {
          field: 'details.title.en',
          code: 'invalid_characters',
          message:
            'Der Text enthält unzulässige Zeichen (ein Nullzeichen oder ein unvollständiges Unicode-Zeichen).',
        },
      ]);
      const badKey = await api
        .http()
        .post('/api/inquiries')
        .send({ ...inquiry(), extra: { 'k\u0000': 1 } })
        .expect(400);
      expect(badKey.body.error.details).toEqual([
        expect.objectContaining({ field: 'extra', code: 'invalid_characters' }),
      ]);
    });

    it('keeps well-formed text, emoji and Cyrillic included', async () => {
      await api
        .http()
        .post('/api/inquiries')
        .send(inquiry({ name: 'Лусија Ortega', message: 'Хотел бы посетить дом 😀 la semana próxima.' }))
        .expect(202);
    });

    it.each(['/api/auth/login', '/api/auth/register', '/api/auth/password-reset', '/api/inquiries'])(
      'refuses a lone surrogate in the e-mail field of %s instead of crashing the validator',
      async (url) => {
        const body = { ...registration('\ud800@example.com'), ...inquiry({ email: '\ud800@example.com' }) };
        const response = await api.http().post(url).set(CSRF).send(body);
        expect(response.status).toBe(400);
        expect(response.body.error.details).toEqual([
          expect.objectContaining({ field: 'email', code: 'invalid_characters' }),
        ]);
      },
    );

    it.each([
      ['/api/properties?q=%00'],
      ['/api/users?search=%00'],
      ['/api/admin/bookings?q=%00'],
      ['/api/admin/properties?q=caf%00e'],
    ])('refuses a NUL in a search parameter: %s', async (url) => {
      const response = await api.http().get(url).set(staff.headers.owner).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.details[0]).toEqual(
        expect.objectContaining({ field: url.split('?')[1].split('=')[0], code: 'invalid_characters' }),
      );
    });

    it('refuses a NUL in a path parameter', async () => {
      const response = await api.http().get('/api/properties/abc%00def').expect(400);
      expect(response.body.error.details).toEqual([
        expect.objectContaining({ field: 'id', code: 'invalid_characters' }),
      ]);
    });
  });

  describe('deeply nested JSON', () => {
    it.each([
      ['anonymous', '/api/inquiries', {}],
      ['anonymous', '/api/auth/login', CSRF],
      ['owner', '/api/admin/properties', {}],
    ])('refuses 5,000 levels on a route for %s (%s) with a 400', async (who, url, headers) => {
      const response = await api
        .http()
        .post(url)
        .set(who === 'owner' ? staff.headers.owner : {})
        .set(headers)
        .set('content-type', 'application/json')
        .send(`{"name": ${nested(5000)}}`)
        .expect(400);
      expect(response.body).toEqual({ error: { code: 'too_deeply_nested', message: expect.any(String) } });
    });

    it(`lets ${MAX_BODY_DEPTH} levels through to the usual validation`, async () => {
      const response = await api
        .http()
        .post('/api/inquiries')
        .set('content-type', 'application/json')
        .send(`{"name": ${nested(MAX_BODY_DEPTH - 1)}}`)
        .expect(400);
      expect(response.body.error.code).toBe('validation_failed');
    });
  });

  describe('page and size bounds', () => {
    it.each([
      '/api/users?page=1e308',
      '/api/admin/bookings?page=1e308',
      '/api/users?page=10001',
      '/api/admin/bookings?pageSize=1e308',
    ])('refuses %s as a bad field', async (url) => {
      const response = await api.http().get(url).set(staff.headers.owner).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.details).toEqual([expect.objectContaining({ code: 'too_large' })]);
    });

    it('still answers the last allowed page (empty)', async () => {
      const response = await api.http().get('/api/users?page=10000').set(staff.headers.owner).expect(200);
      expect(response.body.items).toEqual([]);
    });
  });

  describe('signed tokens whose payload is not of the shape the product signs', () => {
    // Many requests from one address: the rate limits would answer 429 before the tokens are read.
    beforeEach(() => jest.spyOn(RateLimiter.prototype, 'hit').mockResolvedValue(0));
    afterEach(() => jest.restoreAllMocks());

    const unsubscribeLinks = [
      ['GET', '/api/alerts/unsubscribe'],
      ['POST', '/api/alerts/unsubscribe'],
      ['POST', '/api/alerts/resubscribe'],
    ] as const;

    it.each(unsubscribeLinks)(
      '%s %s answers a validly signed payload of another shape as an invalid link',
      async (method, url) => {
        // Signed as the product signs: a payload of the right shape goes through.
        const fine = signedUnsubscribeToken(api, { u: staff.userIds.user, x: 4_000_000_000 });
        const inject = (token: string) =>
          api.app.inject({ method, url: `${url}?token=${encodeURIComponent(token)}` });
        expect((await inject(fine)).statusCode).toBe(200);
        for (const payload of HOSTILE_UNSUBSCRIBE_PAYLOADS) {
          const response = await inject(signedUnsubscribeToken(api, payload));
          expect([JSON.stringify(payload), response.statusCode, response.json()]).toEqual([
            JSON.stringify(payload),
            422,
            { error: { code: 'invalid_unsubscribe_token', message: expect.any(String) } },
          ]);
        }
      },
    );

    it.each([
      ['GET', '/api/newsletter/subscription'],
      ['POST', '/api/newsletter/unsubscribe'],
      ['POST', '/api/newsletter/resubscribe'],
    ] as const)(
      '%s %s answers a validly signed payload of another shape as an invalid link',
      async (method, url) => {
        const fine = signedNewsletterToken(api, { u: staff.userIds.user, x: 4_000_000_000 });
        const inject = (token: string) =>
          api.app.inject({ method, url: `${url}?token=${encodeURIComponent(token)}` });
        expect((await inject(fine)).statusCode).toBe(200);
        for (const payload of HOSTILE_UNSUBSCRIBE_PAYLOADS) {
          const response = await inject(signedNewsletterToken(api, payload));
          expect([JSON.stringify(payload), response.statusCode, response.json()]).toEqual([
            JSON.stringify(payload),
            422,
            { error: { code: 'newsletter_link_invalid', message: expect.any(String) } },
          ]);
        }
      },
    );

    it('answers a validly signed access token of another shape as no sign-in (401), or as anonymous', async () => {
      const claims = accessTokenClaims(staff.headers.owner.Authorization.slice('Bearer '.length));
      const me = (token: string) => api.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      // Signed as the product signs: the owner's own claims go through.
      expect((await me(signedAccessToken(api, JSON.stringify(claims)))).status).toBe(200);
      for (const payload of hostileAccessTokenPayloads(claims)) {
        const token = signedAccessToken(api, payload);
        const response = await me(token);
        expect([payload, response.status, response.body.error?.code]).toEqual([
          payload,
          401,
          expect.any(String),
        ]);
        // Where a token is welcome but not needed, the caller is anonymous.
        const sent = await api
          .http()
          .post('/api/inquiries')
          .set('Authorization', `Bearer ${token}`)
          .send(inquiry());
        expect([payload, sent.status]).toEqual([payload, 202]);
      }
    });
  });

  describe('bodies of the wrong shape', () => {
    const NO_VIEWING = '00000000-0000-4000-8000-000000000000';
    const slot = { date: '2031-06-02', time: '10:30', mode: 'in_person' };

    it.each([
      ['an empty list', { slot: [] }, 'invalid'],
      ['null', { slot: null }, 'required'],
      ['nothing', {}, 'required'],
    ])('refuses a proposed time that is %s, naming the field', async (_, body, code) => {
      const response = await api
        .http()
        .post(`/api/admin/viewings/${NO_VIEWING}/propose`)
        .set(staff.headers.owner)
        .send({ ...body, agentId: staff.userIds.admin })
        .expect(400);
      expect(response.body.error).toEqual({
        code: 'validation_failed',
        message: expect.any(String),
        details: [{ field: 'slot', code, message: expect.any(String) }],
      });
    });

    it('still takes a proposed time of the right shape to the viewing (here, none)', async () => {
      await api
        .http()
        .post(`/api/admin/viewings/${NO_VIEWING}/propose`)
        .set(staff.headers.owner)
        .send({ slot, agentId: staff.userIds.admin })
        .expect(404);
    });

    it.each([
      [
        'user',
        'post',
        '/api/me/viewings',
        { propertyId: 'villa-sardinero-santander', slots: [[]], phone: '+34 600 000 000', language: 'es' },
        'slots',
      ],
      [
        'user',
        'post',
        '/api/me/viewings',
        {
          propertyId: 'villa-sardinero-santander',
          slots: [slot, []],
          phone: '+34 600 000 000',
          language: 'es',
        },
        'slots',
      ],
      ['owner', 'put', '/api/admin/purchase-costs/rates', { expectedVersion: 1, rates: [[]] }, 'rates'],
    ] as const)(
      'refuses a list holding an empty list where objects go (%s %s %s)',
      async (who, method, url, body, field) => {
        const response = await api.http()[method](url).set(staff.headers[who]).send(body).expect(400);
        expect(response.body.error.details).toEqual([expect.objectContaining({ field, code: 'invalid' })]);
      },
    );
  });

  describe('null where a field may be left out but not cleared', () => {
    beforeEach(() => jest.spyOn(RateLimiter.prototype, 'hit').mockResolvedValue(0));
    afterEach(() => jest.restoreAllMocks());

    it('refuses null for the name or the frequency of a saved search, and changes nothing', async () => {
      const saved = await api
        .http()
        .post('/api/me/saved-searches')
        .set(staff.headers.user)
        .send({ name: 'Santander', filters: { location: ['santander'] }, frequency: 'daily' })
        .expect(201);
      for (const field of ['name', 'frequency']) {
        const response = await api
          .http()
          .patch(`/api/me/saved-searches/${saved.body.id}`)
          .set(staff.headers.user)
          .send({ [field]: null })
          .expect(400);
        expect(response.body.error.details).toEqual([expect.objectContaining({ field })]);
      }
      const searches = await api.http().get('/api/me/saved-searches').set(staff.headers.user).expect(200);
      expect(searches.body.items).toContainEqual(
        expect.objectContaining({ id: saved.body.id, name: 'Santander', frequency: 'daily' }),
      );
      // Leaving both out changes nothing and is no error.
      await api
        .http()
        .patch(`/api/me/saved-searches/${saved.body.id}`)
        .set(staff.headers.user)
        .send({})
        .expect(204);
    });

    it.each([
      [
        'post',
        '/api/me/saved-searches',
        'filters.priceMin',
        { name: 'x', filters: { priceMin: null }, frequency: 'none' },
      ],
      [
        'post',
        '/api/me/saved-searches',
        'filters.location',
        { name: 'x', filters: { location: null }, frequency: 'none' },
      ],
      [
        'post',
        '/api/auth/login',
        'rememberMe',
        { email: 'nadie@example.com', password: 'x', rememberMe: null },
      ],
      ['post', '/api/auth/password-reset', 'language', { email: 'nadie@example.com', language: null }],
      ['post', '/api/auth/register', 'newsletter', registration('nulo@example.com', { newsletter: null })],
      ['patch', '/api/account/profile', 'language', { language: null }],
    ] as const)('%s %s refuses null in %s, naming it', async (method, url, field, body) => {
      const response = await api.http()[method](url).set(CSRF).set(staff.headers.user).send(body).expect(400);
      expect(response.body.error.details).toEqual([expect.objectContaining({ field })]);
    });

    it('keeps null where it means none or clear', async () => {
      await api
        .http()
        .post('/api/inquiries')
        .send(inquiry({ phone: '', subject: '' }))
        .expect(202);
      // An inquiry's own shape says "not given" with null: a client may send it back as it reads it.
      await api
        .http()
        .post('/api/inquiries')
        .send(inquiry({ phone: null, subject: null, propertyId: null }))
        .expect(202);
      await api
        .http()
        .patch('/api/account/profile')
        .set(staff.headers.user)
        .send({ displayName: null, phone: null })
        .expect(200);
      await api
        .http()
        .post(`/api/admin/viewings/00000000-0000-4000-8000-000000000000/cancel`)
        .set(staff.headers.owner)
        .send({ reason: null })
        .expect(404);
    });
  });

  describe('addresses of media files', () => {
    it.each([
      ['/media/catalogue/%00', 'name'],
      ['/media/catalogue/villa%00.svg', 'name'],
      ['/media/catalogue/%ED%A0%80', null],
      ['/media/uploads/%00', 'path'],
      ['/media/uploads/00000000-0000-4000-8000-000000000000/%00.webp', 'path'],
    ])('refuses %s in the shared shape', async (url, field) => {
      const response = await api.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toEqual(
        field
          ? {
              code: 'validation_failed',
              message: 'Some fields are missing or not valid.',
              details: [expect.objectContaining({ field, code: 'invalid_characters' })],
            }
          : { code: 'malformed_url', message: expect.any(String) },
      );
    });

    it('answers a file that does not exist with 404 in the shared shape', async () => {
      for (const url of ['/media/catalogue/nothing.svg', '/media/uploads/nothing/1.webp']) {
        const response = await api.app.inject({ method: 'GET', url });
        expect([url, response.statusCode, response.json()]).toEqual([
          url,
          404,
          { error: { code: 'not_found', message: expect.any(String) } },
        ]);
      }
    });
  });

  describe('errors Fastify and Node raise before the application', () => {
    it('answers a malformed percent-encoding in the path in the shared shape', async () => {
      const response = await api.http().get('/api/properties/%E0%A4%A').set('accept-language', 'en');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: {
          code: 'malformed_url',
          message: 'The address is not valid: it contains a malformed percent-encoding.',
        },
      });
      expect(response.headers['x-request-id']).toBeTruthy();
    });

    it('answers an over-long path parameter with 414 in the shared shape', async () => {
      const response = await api.http().get(`/api/properties/${'x'.repeat(500)}`);
      expect(response.status).toBe(414);
      expect(response.body).toEqual({ error: { code: 'uri_too_long', message: expect.any(String) } });
    });

    it('answers headers over the limit with 431 in the shared shape', async () => {
      const answer = parseRaw(
        await rawRequest(
          port,
          `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
        ),
      );
      expect(answer.status).toBe(431);
      expect(answer.headers).toContain('content-type: application/json');
      expect(answer.body).toEqual({ error: { code: 'headers_too_large', message: expect.any(String) } });
    });

    it('answers a request line over the limit with 431 in the shared shape', async () => {
      const answer = parseRaw(
        await rawRequest(
          port,
          `GET /api/properties?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
        ),
      );
      expect(answer.status).toBe(431);
      expect(answer.body).toEqual({ error: { code: 'headers_too_large', message: expect.any(String) } });
    });

    it('answers conflicting Transfer-Encoding and Content-Length with 400 in the shared shape', async () => {
      const answer = parseRaw(
        await rawRequest(
          port,
          'POST /api/inquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
        ),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: { code: 'malformed_request', message: expect.any(String) } });
    });

    it('answers a doubled, unknown Transfer-Encoding with 400 in the shared shape', async () => {
      const answer = parseRaw(
        await rawRequest(
          port,
          'POST /api/inquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Transfer-Encoding: chunked\r\nTransfer-Encoding: gzip, identity\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
        ),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: { code: 'malformed_request', message: expect.any(String) } });
    });
  });
});
