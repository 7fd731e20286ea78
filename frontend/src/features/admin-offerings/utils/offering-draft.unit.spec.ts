import { describe, expect, it } from '@jest/globals';
import type * as z from 'zod';
import { apiCodeOf } from '../../../lib/forms/issue-codes';
import { experienceDraft, experienceFormSchema, serviceDraft, serviceFormSchema } from './offering-draft';
import type { ServiceDraft } from './offering-draft';

function validService(): ServiceDraft {
  const draft = serviceDraft();
  draft.title.es = ' Chef privado ';
  draft.title.en = 'Private chef';
  draft.description.es = 'Cocina de autor en su villa.';
  draft.priceFromEur = '450';
  draft.image.url = '/media/catalogue/chef.svg';
  draft.image.alt.es = 'Un chef emplatando';
  return draft;
}

/** The API code of each field the form's rules refuse, by the path the API names the field with. */
function refusals<Draft>(schema: z.ZodType<unknown, Draft>, draft: Draft): Record<string, string> {
  const result = schema.safeParse(draft, { error: apiCodeOf });
  const codes: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) codes[issue.path.join('.')] ??= issue.message;
  return codes;
}

describe('service form rules (the API request schema over the draft)', () => {
  it('accepts a complete draft and sends trimmed texts without blank translations', () => {
    const draft = validService();
    draft.highlights = [{ es: 'Menú a medida', en: '', de: ' ', ru: '', mk: '' }];
    expect(serviceFormSchema.parse(draft)).toEqual({
      title: { es: 'Chef privado', en: 'Private chef' },
      description: { es: 'Cocina de autor en su villa.' },
      priceFromEur: 450,
      image: { url: '/media/catalogue/chef.svg', alt: { es: 'Un chef emplatando' } },
      premium: false,
      highlights: [{ es: 'Menú a medida' }],
    });
  });

  it('requires the Spanish texts, the price and the image, keyed as the API names the fields', () => {
    const draft = serviceDraft();
    draft.highlights = [{ es: ' ', en: '', de: '', ru: '', mk: '' }];
    expect(refusals(serviceFormSchema, draft)).toEqual({
      'title.es': 'required',
      'description.es': 'required',
      priceFromEur: 'required',
      'image.url': 'required',
      'image.alt.es': 'required',
      'highlights.0.es': 'required',
    });
  });

  it('wants a whole price between 1 and 10,000,000 euros', () => {
    const draft = validService();
    for (const [price, code] of [
      ['12,5', 'not_a_whole_number'],
      ['doce', 'not_a_number'],
      ['0', 'too_small'],
      ['10000001', 'too_large'],
    ]) {
      draft.priceFromEur = price;
      expect(refusals(serviceFormSchema, draft)).toEqual({ priceFromEur: code });
    }
    draft.priceFromEur = '10000000';
    expect(refusals(serviceFormSchema, draft)).toEqual({});
  });

  it('limits short texts to 200 and long texts to 10,000 characters in every language', () => {
    const draft = validService();
    draft.title.ru = 'я'.repeat(201);
    draft.description.de = 'x'.repeat(10_001);
    expect(refusals(serviceFormSchema, draft)).toEqual({
      'title.ru': 'too_long',
      'description.de': 'too_long',
    });
    draft.title.ru = 'я'.repeat(200);
    draft.description.de = 'x'.repeat(10_000);
    expect(refusals(serviceFormSchema, draft)).toEqual({});
  });

  it('takes a /media/ path or an https address as the image', () => {
    const draft = validService();
    draft.image.url = 'http://example.com/a.jpg';
    expect(refusals(serviceFormSchema, draft)).toEqual({ 'image.url': 'invalid_image_url' });
    draft.image.url = 'https://images.example.com/a.jpg';
    expect(refusals(serviceFormSchema, draft)).toEqual({});
  });
});

describe('experience form rules', () => {
  it('requires the duration and sends the type and price', () => {
    const draft = experienceDraft();
    draft.title.es = 'Vela al atardecer';
    draft.description.es = 'Navegación por la bahía.';
    draft.priceEur = '900';
    draft.type = 'vip';
    draft.image.url = '/media/catalogue/vela.svg';
    draft.image.alt.es = 'Velero';
    expect(refusals(experienceFormSchema, draft)).toEqual({ 'duration.es': 'required' });
    draft.duration.es = '3 horas';
    draft.duration.en = '3 hours';
    expect(experienceFormSchema.parse(draft)).toMatchObject({
      duration: { es: '3 horas', en: '3 hours' },
      type: 'vip',
      priceEur: 900,
    });
  });
});
