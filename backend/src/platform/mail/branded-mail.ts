import mjml2html from 'mjml';
import type { Language } from '../i18n/languages';
import { brandedMailMjml } from './branded-mail-markup';
import { brandedMailText } from './branded-mail-text';

/** A property as an e-mail shows it: image, title, price and a line about it, all linking to its page. */
export interface MailPropertyCard {
  /** Already in the recipient's language. */
  title: string;
  /** Absolute. */
  url: string;
  /** Absolute; null shows a navy block with the title instead. */
  imageUrl: string | null;
  imageAlt: string;
  /** Already formatted, e.g. "1.250.000 €". */
  priceText: string;
  /** Shown struck through before `priceText` (a price drop). */
  previousPriceText?: string;
  /** e.g. "Santander · 4 dormitorios · 320 m²". */
  caption?: string;
  /** e.g. "Nueva", "Bajada de precio". */
  badge?: string;
  /** A further link under the price, e.g. the listing's brochure: label in the recipient's language, url absolute. */
  extraLink?: { label: string; url: string };
}

/**
 * What an e-mail says, in the recipient's language, as plain text: the layout (wordmark, colours, footer)
 * is the brand's. Every text is escaped where it goes into HTML; a '\n' inside a paragraph is a line break.
 */
export interface BrandedMailContent {
  language: Language;
  subject: string;
  /** The preview line inboxes show after the subject; the first paragraph when absent. */
  preheader?: string;
  heading?: string;
  greeting?: string;
  paragraphs: string[];
  /**
   * Headed texts after the paragraphs (a letter's news): the group's heading styled as a card group's, each
   * entry's title as a sub-heading over its text. The text part prints the title on the line above the text.
   */
  articles?: { heading: string; entries: { title: string; text: string }[] };
  /** The gold button; the text part prints "label: url". */
  action?: { label: string; url: string };
  /** Groups of property cards; `more` links to the rest of a group the e-mail leaves out. */
  sections?: { heading?: string; properties: MailPropertyCard[]; more?: { label: string; url: string } }[];
  /** Paragraphs after the button and the sections (e.g. "if this was not you…"). */
  afterParagraphs?: string[];
  /** e.g. "Un cordial saludo,\nCosta Cantabria Luxury"; none in the agency's own notifications. */
  closing?: string;
  /** e.g. manage alerts, unsubscribe. */
  footerLinks?: { label: string; url: string }[];
  /** e.g. why the recipient receives the e-mail. */
  footerNote?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const LINK_PROTOCOLS = ['https:', 'http:', 'mailto:'];
const IMAGE_PROTOCOLS = ['https:', 'http:'];

/** Mail clients resolve no relative address, and a `javascript:` link has no place in an e-mail. */
function assertAbsolute(url: string, protocols: string[]): void {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // reported below
  }
  if (!parsed || !protocols.includes(parsed.protocol)) {
    throw new Error(`An e-mail needs an absolute ${protocols.join(' or ')} address, not "${url}"`);
  }
}

function assertAddresses(content: BrandedMailContent, publicUrl: string): void {
  assertAbsolute(publicUrl, IMAGE_PROTOCOLS);
  const links = [
    content.action?.url,
    ...(content.footerLinks ?? []).map((link) => link.url),
    ...(content.sections ?? []).flatMap((section) => [
      ...section.properties.map((card) => card.url),
      section.more?.url,
    ]),
  ];
  for (const url of links) if (url !== undefined) assertAbsolute(url, LINK_PROTOCOLS);
  for (const section of content.sections ?? []) {
    for (const card of section.properties) if (card.imageUrl) assertAbsolute(card.imageUrl, IMAGE_PROTOCOLS);
  }
}

/**
 * The e-mail in the brand's layout: responsive HTML compiled by MJML and the same content as plain text.
 * MJML validates strictly: markup it would not render as written throws instead of going out broken.
 */
export async function renderBrandedMail(
  content: BrandedMailContent,
  publicUrl: string,
): Promise<RenderedMail> {
  const siteUrl = publicUrl.replace(/\/$/, '');
  assertAddresses(content, siteUrl);
  const { html } = await mjml2html(brandedMailMjml(content, siteUrl), {
    validationLevel: 'strict',
    // No web font is fetched from a third party: the site's serif where installed, Georgia otherwise.
    fonts: {},
    ignoreIncludes: true,
  });
  return { subject: content.subject, html, text: brandedMailText(content, siteUrl) };
}
