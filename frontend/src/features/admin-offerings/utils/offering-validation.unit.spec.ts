import { describe, expect, it } from '@jest/globals';
import {
  experienceDraft,
  moveItem,
  newHighlight,
  serviceDraft,
  toExperienceDetails,
  toServiceDetails,
} from './offering-draft';
import type { ServiceDraft } from './offering-draft';
import { validateExperienceDraft, validateServiceDraft } from './offering-validation';
import { matchesSearch } from './offering-search';

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

describe('service form rules (the API request DTO)', () => {
  it('accepts a complete draft and sends trimmed texts without blank translations', () => {
    const draft = validService();
    draft.highlights = [newHighlight({ es: 'Menú a medida', en: '', de: ' ', ru: '', mk: '' })];
    expect(validateServiceDraft(draft)).toEqual({});
    expect(toServiceDetails(draft)).toEqual({
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
    draft.highlights = [newHighlight()];
    expect(validateServiceDraft(draft)).toEqual({
      'title.es': { code: 'required' },
      'description.es': { code: 'required' },
      priceFromEur: { code: 'required' },
      'image.url': { code: 'required' },
      'image.alt.es': { code: 'required' },
      'highlights.0.es': { code: 'required' },
    });
  });

  it('wants a whole price between 1 and 10,000,000 euros', () => {
    const draft = validService();
    for (const [price, code] of [
      ['12.5', 'not_a_whole_number'],
      ['-3', 'not_a_whole_number'],
      ['0', 'too_small'],
      ['10000001', 'too_large'],
    ]) {
      draft.priceFromEur = price;
      expect(validateServiceDraft(draft).priceFromEur?.code).toBe(code);
    }
    draft.priceFromEur = '10000000';
    expect(validateServiceDraft(draft)).toEqual({});
  });

  it('limits short texts to 200 and long texts to 10,000 characters in every language', () => {
    const draft = validService();
    draft.title.ru = 'я'.repeat(201);
    draft.description.de = 'x'.repeat(10_001);
    expect(validateServiceDraft(draft)).toEqual({
      'title.ru': { code: 'too_long', limit: 200 },
      'description.de': { code: 'too_long', limit: 10_000 },
    });
    draft.title.ru = '🌊'.repeat(200);
    draft.description.de = 'x'.repeat(10_000);
    expect(validateServiceDraft(draft)).toEqual({});
  });

  it('takes a /media/ path or an https address as the image', () => {
    const draft = validService();
    draft.image.url = 'http://example.com/a.jpg';
    expect(validateServiceDraft(draft)['image.url']).toEqual({ code: 'invalid_image_url' });
    draft.image.url = 'https://images.example.com/a.jpg';
    expect(validateServiceDraft(draft)).toEqual({});
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
    expect(validateExperienceDraft(draft)).toEqual({ 'duration.es': { code: 'required' } });
    draft.duration.es = '3 horas';
    draft.duration.en = '3 hours';
    expect(validateExperienceDraft(draft)).toEqual({});
    expect(toExperienceDetails(draft)).toMatchObject({
      duration: { es: '3 horas', en: '3 hours' },
      type: 'vip',
      priceEur: 900,
    });
  });
});

describe('helpers', () => {
  it('moves a highlight up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('finds a title by any of its languages, ignoring case and accents', () => {
    const title = { es: 'Menú del chef', en: 'Chef’s tasting menu' };
    expect(matchesSearch(title, '')).toBe(true);
    expect(matchesSearch(title, 'menu CHEF')).toBe(true);
    expect(matchesSearch(title, 'tasting')).toBe(true);
    expect(matchesSearch(title, 'yate')).toBe(false);
  });
});
