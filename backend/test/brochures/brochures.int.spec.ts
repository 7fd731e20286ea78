import { existsSync } from 'node:fs';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { JSDOM } from 'jsdom';
import type { Response } from 'supertest';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListPropertyCommand } from '../../src/modules/catalogue/commands/list-property/list-property.command';
import { RevisePropertyCommand } from '../../src/modules/catalogue/commands/revise-property/revise-property.command';
import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import { BrochureRenderer } from '../../src/modules/brochures/render/brochure-renderer';
import { formatPrice } from '../../src/platform/format/money';
import { LANGUAGES, localize, type Language } from '../../src/platform/i18n/languages';
import { propertyInput } from '../catalogue/property-fixtures';
import { pdfText } from '../support/pdf-text';
import { startTestApi, type TestApi } from '../support/test-api';

const VILLA = SAMPLE_PROPERTIES.find((sample) => sample.id === 'villa-sardinero-santander')!;
const URL = `/api/properties/${VILLA.id}/brochure.pdf`;

/** The headings each language's brochure must print, in its own words (Cyrillic for ru and mk). */
const HEADINGS: Record<Language, string[]> = {
  es: ['Características', 'Descripción', 'Equipamiento', 'Lo que cuesta', 'Su asesor', 'Página 2 de'],
  en: ['Specifications', 'Description', 'Features', 'What it costs', 'Your adviser', 'Page 2 of'],
  de: ['Eckdaten', 'Beschreibung', 'Ausstattung', 'Was es kostet', 'Ihr Berater', 'Seite 2 von'],
  ru: ['Характеристики', 'Описание', 'Оснащение', 'Во что это обойдётся', 'Ваш консультант', 'Страница 2 из'],
  mk: ['Карактеристики', 'Опис', 'Опрема', 'Колку чини', 'Вашиот советник', 'Страница 2 од'],
};

/** supertest collects a binary answer into a Buffer with this parser. */
function binary(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('property brochure (PDF)', () => {
  let api: TestApi;
  let renders: jest.SpyInstance;
  /** As the text reads back: any run of white space (the price's no-break space too) is one space. */
  const price = (amountEur: number) => formatPrice(amountEur).replace(/\s+/g, ' ');

  beforeAll(async () => {
    api = await startTestApi({ seed: true });
    renders = jest.spyOn(api.app.get(BrochureRenderer), 'render');
  });
  afterAll(() => api.close());

  const download = (url: string) => api.http().get(url).buffer(true).parse(binary);
  const storedRows = () =>
    api.app
      .get(EntityManager)
      .fork()
      .getConnection()
      .execute<{ language: string; listing_version: number }[]>(
        'select language, listing_version from brochures where property_id = ? order by language',
        [VILLA.id],
      );

  it.each(LANGUAGES)('is an A4 PDF in %s with the title, headings, reference and price', async (language) => {
    const response = await download(`${URL}?lang=${language}`).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${VILLA.details.reference}-${language}.pdf"`,
    );
    expect(response.headers.etag).toMatch(new RegExp(`^"${VILLA.id}-1-${language}-\\d+-[0-9a-f]{16}"$`));
    const body = response.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(body);
    expect(pages).toBeGreaterThanOrEqual(3);
    const title = localize(VILLA.details.title, language).replace(/\s+/g, ' ');
    expect(text).toContain(title);
    for (const heading of HEADINGS[language]) expect(text).toContain(heading);
    expect(text).toContain(VILLA.details.reference);
    expect(text).toContain(price(VILLA.details.price.saleEur));
    expect(text).toContain(VILLA.details.agent.name);
  });

  it('serves a second download from the stored PDF without rendering again, and 304 to a current copy', async () => {
    const first = await download(`${URL}?lang=de`).expect(200);
    const before = renders.mock.calls.length;
    const again = await download(`${URL}?lang=de`).expect(200);
    expect(renders.mock.calls.length).toBe(before);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    await api.http().get(`${URL}?lang=de`).set('If-None-Match', first.headers.etag).expect(304);
    expect(renders.mock.calls.length).toBe(before);
    expect((await storedRows()).map((row) => row.language)).toEqual(['de', 'en', 'es', 'mk', 'ru']);
  });

  it('makes a new PDF for a revision of the listing and evicts the older version', async () => {
    const before = await download(`${URL}?lang=en`).expect(200);
    const rendered = renders.mock.calls.length;
    const details = structuredClone(VILLA.details);
    details.price.saleEur = 2_650_000;
    await api.app.get(CommandBus).execute(new RevisePropertyCommand(VILLA.id, details, 1));

    const after = await download(`${URL}?lang=en`).expect(200);
    expect(renders.mock.calls.length).toBe(rendered + 1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers.etag).toMatch(new RegExp(`^"${VILLA.id}-2-en-`));
    const { text } = await pdfText(after.body as Buffer);
    expect(text).toContain(price(2_650_000));
    expect(text).not.toContain(price(VILLA.details.price.saleEur));
    expect(await storedRows()).toEqual([{ language: 'en', listing_version: 2 }]);
  });

  it('answers 400 in the shared shape for a language the site does not have', async () => {
    const response = await api.http().get(`${URL}?lang=fr`).expect(400);
    expect(response.body.error).toMatchObject({
      code: 'validation_failed',
      details: [expect.objectContaining({ field: 'lang' })],
    });
    await api.http().get(`${URL}?lang=`).expect(400);
    // Hostile shapes of the same parameter are refused the same way, never a 500.
    for (const query of ['lang=es&lang=en', 'lang[x]=es', 'lang=%00']) {
      const hostile = await api.http().get(`${URL}?${query}`);
      expect({ query, status: hostile.status }).toEqual({ query, status: 400 });
      expect(hostile.body.error.code).toBe('validation_failed');
    }
  });

  it('answers 404 for a draft and an unknown property, in the shared shape', async () => {
    const id = 'borrador-folleto-test';
    await api.app
      .get(CommandBus)
      .execute(new ListPropertyCommand(id, propertyInput({ reference: 'CC-DRAFT-BRO' }), null, 'draft'));
    const draft = await api.http().get(`/api/properties/${id}/brochure.pdf?lang=es`).expect(404);
    expect(draft.body.error.code).toBe('property_not_found');
    await api.http().get('/api/properties/no-such-property/brochure.pdf').expect(404);
  });
});

describe('the property page links to its brochure', () => {
  const FRONTEND_DIST = path.resolve(__dirname, '../../../frontend/dist');
  const SERVER_ENTRY = path.resolve(FRONTEND_DIST, '../dist-server/entry-server.js');
  let api: TestApi;

  beforeAll(async () => {
    if (!existsSync(SERVER_ENTRY))
      throw new Error(`No server renderer at ${SERVER_ENTRY}: run npm run build first`);
    api = await startTestApi({ seed: true, env: { FRONTEND_DIST } });
  });
  afterAll(() => api.close());

  it.each([
    ['es', `/property/${VILLA.id}`, 'Descargar folleto (PDF)'],
    ['ru', `/ru/property/${VILLA.id}`, 'Скачать буклет (PDF)'],
  ] as const)('in %s, under the price, in the page language', async (language, address, label) => {
    const response = await api.http().get(address).expect(200);
    const document = new JSDOM(response.text).window.document;
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${URL}?lang=${language}"]`);
    expect(link?.textContent?.trim()).toBe(label);
    expect(link?.getAttribute('type')).toBe('application/pdf');
    expect(link?.closest('aside')).not.toBeNull();
  });
});
