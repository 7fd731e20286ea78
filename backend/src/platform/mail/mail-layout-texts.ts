import type { Language } from '../i18n/languages';

export const AGENCY_NAME = 'Costa Cantabria Luxury';

/** The texts every branded e-mail carries around its content: under the wordmark and in the footer. */
export interface MailLayoutTexts {
  /** The line under the wordmark, as the site's header shows it. */
  tagline: string;
  address: string;
}

const MAIL_LAYOUT_TEXTS: Record<Language, MailLayoutTexts> = {
  es: { tagline: 'Inmobiliaria y estilo de vida', address: 'Santander, Cantabria (España)' },
  en: { tagline: 'Real estate & lifestyle', address: 'Santander, Cantabria (Spain)' },
  de: { tagline: 'Immobilien & Lebensart', address: 'Santander, Kantabrien (Spanien)' },
  ru: { tagline: 'Недвижимость и стиль жизни', address: 'Сантандер, Кантабрия (Испания)' },
  mk: { tagline: 'Недвижности и стил на живеење', address: 'Сантандер, Кантабрија (Шпанија)' },
};

/** The layout texts of a language; Spanish for a language the product does not know. */
export function mailLayoutTexts(language: Language): MailLayoutTexts {
  return MAIL_LAYOUT_TEXTS[language] ?? MAIL_LAYOUT_TEXTS.es;
}
