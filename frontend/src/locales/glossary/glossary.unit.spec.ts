import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../../lib/i18n/languages';
import { catalogueTexts, seedTexts, serverTexts } from '../../test/product-texts';
import { findBannedTerms, type Glossary } from './glossary';
import { GLOSSARIES } from './glossaries';

const found = (text: string, glossary: Glossary, key = 'ns:key') =>
  findBannedTerms([{ key, text }], glossary).map((use) => use.found);

describe('the glossary matcher', () => {
  it('matches whole words in any case, Cyrillic too', () => {
    const glossary: Glossary = [{ use: 'Парцела', avoid: ['Плац', 'Penthäuser*'], reason: '' }];
    expect(found('ПЛАЦ (м²)', glossary)).toEqual(['ПЛАЦ']);
    expect(found('Плацента', glossary)).toEqual([]);
    expect(found('Dachplac', glossary)).toEqual([]);
    expect(found('zwei Penthäusern', glossary)).toEqual(['Penthäusern']);
  });

  it('reads "*" as any further letters, also inside a phrase', () => {
    const glossary: Glossary = [{ use: 'аккаунт', avoid: ['учётн* запис*'], reason: '' }];
    expect(found('Гость привязан к учётной записи', glossary)).toEqual(['учётной записи']);
    expect(found('Учётные записи', glossary)).toEqual(['Учётные записи']);
    expect(found('учёт записей', glossary)).toEqual([]);
  });

  it('keeps a narrower pattern to its sense, and a term to the keys it names', () => {
    const glossary: Glossary = [
      { use: 'Этажность', avoid: [/^Этаж(и|ей)(?![\p{L}])/u], reason: '' },
      { use: 'absagen', avoid: ['storn*'], reason: '', onlyIn: /^viewings:/ },
      { use: 'enquiry', avoid: ['inquir*'], reason: '', except: /^contact:result\./ },
    ];
    expect(found('Этажи', glossary)).toEqual(['Этажи']);
    expect(found('0 — первый этаж; подвальные этажи — отрицательные числа.', glossary)).toEqual([]);
    expect(found('Storniert', glossary, 'viewings:status.cancelled')).toEqual(['Storniert']);
    expect(found('Storniert', glossary, 'admin:bookingStatus.cancelled')).toEqual([]);
    expect(found('Inquiry sent successfully', glossary, 'contact:result.success')).toEqual([]);
    expect(found('Inquiry received', glossary, 'adminHistory:types.InquirySent')).toEqual(['Inquiry']);
  });

  it('tells the Macedonian flat ("гарсониера") from a design studio', () => {
    expect(found('Студио, 45 м²', GLOSSARIES.mk)).toEqual(['Студио']);
    expect(found('Нашето студио за ентериер', GLOSSARIES.mk)).toEqual([]);
  });

  it.each(LANGUAGES)('finds no %s glossary term banned by its own glossary', (language) => {
    const glossary = GLOSSARIES[language];
    const terms = glossary.map((term, i) => ({ key: `glossary:${i}`, text: term.use }));
    expect(findBannedTerms(terms, glossary).map((use) => `${use.key}: ${use.found}`)).toEqual([]);
  });
});

describe.each(LANGUAGES)('the %s texts', (language) => {
  it('read the e-mail texts of every mail module and the API error messages', () => {
    const files = new Set(serverTexts(language).map(({ key }) => key.split('#')[0]));
    expect([...files].sort()).toEqual(
      expect.arrayContaining([
        'modules/bookings/mail/booking-mail-texts.ts',
        'modules/engagement/alerts/alert-mail-texts.ts',
        'modules/engagement/mail/inquiry-mails.ts',
        'modules/engagement/mail/inquiry-reply-mail.ts',
        'modules/identity/mail/account-mails.ts',
        'modules/viewings/mail/viewing-mail-texts.ts',
        'platform/mail/mail-layout-texts.ts',
        'platform/http/error-messages.ts',
        'modules/viewings/viewings-error-messages.ts',
      ]),
    );
  });

  it('read the sample content of every module that seeds texts', () => {
    const files = new Set(seedTexts(language).map(({ key }) => key.split('#')[0]));
    expect([...files].sort()).toEqual(
      expect.arrayContaining([
        'modules/catalogue/seed/sample-experiences.ts',
        'modules/catalogue/seed/sample-properties.ts',
        'modules/catalogue/seed/sample-services.ts',
      ]),
    );
  });

  it('use the glossary terms, none of their banned variants (catalogues, e-mails, API errors, samples)', () => {
    const texts = [...catalogueTexts(language), ...serverTexts(language), ...seedTexts(language)];
    expect(texts.length).toBeGreaterThan(2000);
    const banned = findBannedTerms(texts, GLOSSARIES[language]).map(
      ({ key, found: variant, use, reason }) => `${key}: "${variant}" -> ${use} (${reason})`,
    );
    expect(banned).toEqual([]);
  });
});
