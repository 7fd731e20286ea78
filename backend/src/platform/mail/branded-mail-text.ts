import { localizedPath } from '../i18n/public-paths';
import type { BrandedMailContent, MailPropertyCard } from './branded-mail';
import { AGENCY_NAME, mailLayoutTexts } from './mail-layout-texts';

function propertyText(card: MailPropertyCard): string {
  const price = card.previousPriceText ? `${card.previousPriceText} → ${card.priceText}` : card.priceText;
  const extra = card.extraLink ? `${card.extraLink.label}: ${card.extraLink.url}` : undefined;
  return [card.badge ? `${card.title} (${card.badge})` : card.title, card.caption, price, card.url, extra]
    .filter(Boolean)
    .join('\n');
}

/**
 * The plain-text part of a branded e-mail: the same content in the same order, each link as its full
 * address, and the footer after the signature delimiter ("-- ") that mail clients recognise.
 */
export function brandedMailText(content: BrandedMailContent, siteUrl: string): string {
  const blocks: (string | undefined)[] = [content.heading, content.greeting, ...content.paragraphs];
  if (content.articles?.entries.length) {
    blocks.push(
      content.articles.heading,
      ...content.articles.entries.map(({ title, text }) => `${title}\n${text}`),
    );
  }
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  for (const section of content.sections ?? []) {
    blocks.push(section.heading, ...section.properties.map(propertyText));
    if (section.more) blocks.push(`${section.more.label}: ${section.more.url}`);
  }
  blocks.push(...(content.afterParagraphs ?? []), content.closing);

  const footer = [
    '-- ',
    AGENCY_NAME,
    mailLayoutTexts(content.language).address,
    `${siteUrl}${localizedPath(content.language, '/')}`,
  ].join('\n');
  blocks.push(footer, content.footerNote);
  if (content.footerLinks?.length) {
    blocks.push(content.footerLinks.map(({ label, url }) => `${label}: ${url}`).join('\n'));
  }
  return `${blocks.filter((block) => block?.trim()).join('\n\n')}\n`;
}
