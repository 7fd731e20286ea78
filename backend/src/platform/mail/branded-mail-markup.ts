import { localizedPath } from '../i18n/public-paths';
import type { BrandedMailContent, MailPropertyCard } from './branded-mail';
import { AGENCY_NAME, mailLayoutTexts } from './mail-layout-texts';

/** The site's design tokens (frontend/src/components/ui/tokens.css) as e-mails can use them. */
const COLOR = {
  navy950: '#081423',
  navy900: '#0b1a2b',
  navy800: '#102640',
  sand50: '#fbf8f3',
  sand100: '#f5efe5',
  gold300: '#d8bd8a',
  gold400: '#c6a46a',
  gold700: '#7d5f2e',
  ink: '#1b2330',
  inkMuted: '#4f5866',
  inkOnDark: '#f5efe5',
  inkOnDarkMuted: '#b9c3d0',
  border: '#e3d9c9',
  white: '#ffffff',
} as const;

const DISPLAY_FONT = `'Cormorant Garamond', Georgia, 'Times New Roman', serif`;
const BODY_FONT = `Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif`;

/**
 * Clients that follow the reader's dark mode (Apple Mail, Outlook for Mac) get the navy version of the
 * layout; the others show the light one or invert it themselves, which the layout survives (no image
 * text, explicit colours everywhere). MJML writes colours inline, so these rules need !important.
 */
const DARK_MODE_CSS = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    body.cc-page, body.cc-page > div { background-color: ${COLOR.navy950} !important; }
    .cc-card, .cc-card > table { background: ${COLOR.navy900} !important; }
    .cc-card > table > tbody > tr > td { border-color: ${COLOR.navy800} !important; }
    .cc-ink > div, .cc-strong, .cc-strong a { color: ${COLOR.inkOnDark} !important; }
    .cc-muted > div, .cc-quiet { color: ${COLOR.inkOnDarkMuted} !important; }
    .cc-muted a, .cc-badge { color: ${COLOR.gold300} !important; }
  }
  @media only screen and (max-width: 479px) {
    td.cc-card-text { padding: 14px 0 0 !important; }
  }
`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values alike: MJML copies them into the HTML as they are written. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** A plain-text paragraph as HTML: escaped, its line breaks kept. */
function paragraphHtml(text: string): string {
  return escape(text).replace(/\r?\n/g, '<br />');
}

function textBlock(text: string, padding = '0 0 16px'): string {
  return `<mj-text css-class="cc-ink" padding="${padding}">${paragraphHtml(text)}</mj-text>`;
}

function header(content: BrandedMailContent, siteUrl: string): string {
  const home = `${siteUrl}${localizedPath(content.language, '/')}`;
  const { tagline } = mailLayoutTexts(content.language);
  return `
    <mj-section background-color="${COLOR.navy900}" padding="28px 24px 24px" border-bottom="3px solid ${COLOR.gold400}">
      <mj-column>
        <mj-text align="center" padding="0" font-family="${DISPLAY_FONT}" font-size="28px" line-height="1.15" letter-spacing="0.02em">
          <a href="${escape(home)}" style="color:${COLOR.sand50};text-decoration:none;">${AGENCY_NAME}</a>
        </mj-text>
        <mj-text align="center" padding="8px 0 0" color="${COLOR.gold300}" font-size="10px" line-height="1.4" letter-spacing="0.28em" text-transform="uppercase">
          ${escape(tagline)}
        </mj-text>
      </mj-column>
    </mj-section>`;
}

function cardImage(card: MailPropertyCard): string {
  if (card.imageUrl) {
    return `<mj-image padding="0" fluid-on-mobile="true" src="${escape(card.imageUrl)}" alt="${escape(card.imageAlt)}" href="${escape(card.url)}" />`;
  }
  return `
    <mj-text padding="56px 16px" align="center" container-background-color="${COLOR.navy800}" font-family="${DISPLAY_FONT}" font-size="20px" line-height="1.3">
      <a href="${escape(card.url)}" style="color:${COLOR.sand50};text-decoration:none;">${escape(card.title)}</a>
    </mj-text>`;
}

function propertyCard(card: MailPropertyCard): string {
  const badge = card.badge
    ? `<div class="cc-badge" style="color:${COLOR.gold700};font-size:11px;font-weight:600;letter-spacing:0.16em;text-transform:uppercase;padding-bottom:6px;">${escape(card.badge)}</div>`
    : '';
  const caption = card.caption
    ? `<div class="cc-quiet" style="color:${COLOR.inkMuted};font-size:14px;line-height:1.5;padding-top:4px;">${escape(card.caption)}</div>`
    : '';
  const previous = card.previousPriceText
    ? `<s class="cc-quiet" style="color:${COLOR.inkMuted};font-family:${DISPLAY_FONT};font-size:16px;">${escape(card.previousPriceText)}</s>&nbsp; `
    : '';
  const extraLink = card.extraLink
    ? `<div class="cc-muted" style="font-size:14px;padding-top:8px;"><a href="${escape(card.extraLink.url)}" style="color:${COLOR.gold700};text-decoration:underline;">${escape(card.extraLink.label)}</a></div>`
    : '';
  return `
    <mj-section padding="0 0 24px">
      <mj-column width="42%" vertical-align="top">${cardImage(card)}</mj-column>
      <mj-column width="58%" vertical-align="top">
        <mj-text css-class="cc-card-text" padding="0 0 0 20px" line-height="1.4">
          ${badge}
          <div class="cc-strong" style="font-family:${DISPLAY_FONT};font-size:21px;line-height:1.25;"><a href="${escape(card.url)}" style="color:${COLOR.navy900};text-decoration:none;">${escape(card.title)}</a></div>
          ${caption}
          <div class="cc-strong" style="color:${COLOR.navy900};font-family:${DISPLAY_FONT};font-size:20px;font-weight:600;padding-top:10px;">${previous}${escape(card.priceText)}</div>
          ${extraLink}
        </mj-text>
      </mj-column>
    </mj-section>`;
}

function propertySections(content: BrandedMailContent): string {
  return (content.sections ?? [])
    .map((section) => {
      const heading = section.heading
        ? `
    <mj-section padding="8px 0 16px">
      <mj-column>
        <mj-divider border-width="2px" border-color="${COLOR.gold400}" width="48px" align="left" padding="0 0 14px" />
        <mj-text css-class="cc-ink" padding="0" font-family="${DISPLAY_FONT}" font-size="23px" line-height="1.25" color="${COLOR.navy900}">${escape(section.heading)}</mj-text>
      </mj-column>
    </mj-section>`
        : '';
      const more = section.more
        ? `
    <mj-section padding="0 0 24px">
      <mj-column>
        <mj-text padding="0" font-size="15px"><div class="cc-strong"><a href="${escape(section.more.url)}" style="color:${COLOR.navy900};font-weight:600;">${escape(section.more.label)} &rarr;</a></div></mj-text>
      </mj-column>
    </mj-section>`
        : '';
      return heading + section.properties.map(propertyCard).join('') + more;
    })
    .join('');
}

/** A group heading: the gold rule over the display type, as over a group of property cards. */
function groupHeading(text: string): string {
  return `<mj-divider border-width="2px" border-color="${COLOR.gold400}" width="48px" align="left" padding="8px 0 14px" /><mj-text css-class="cc-ink" padding="0 0 16px" font-family="${DISPLAY_FONT}" font-size="23px" line-height="1.25" color="${COLOR.navy900}"><h2 style="margin:0;font-family:inherit;font-size:inherit;font-weight:500;line-height:inherit;">${escape(text)}</h2></mj-text>`;
}

/** Headed texts (a letter's news): each title in the display type over its text. */
function articles(content: BrandedMailContent): string[] {
  if (!content.articles?.entries.length) return [];
  return [
    groupHeading(content.articles.heading),
    ...content.articles.entries.flatMap(({ title, text }) => [
      `<mj-text css-class="cc-ink" padding="0 0 6px" font-family="${DISPLAY_FONT}" font-size="21px" line-height="1.25" color="${COLOR.navy900}"><h3 style="margin:0;font-family:inherit;font-size:inherit;font-weight:600;line-height:inherit;">${escape(title)}</h3></mj-text>`,
      textBlock(text, '0 0 20px'),
    ]),
  ];
}

function body(content: BrandedMailContent): string {
  const blocks: string[] = [];
  if (content.heading) {
    blocks.push(
      `<mj-text css-class="cc-ink" padding="0 0 24px" font-family="${DISPLAY_FONT}" font-size="30px" line-height="1.2" color="${COLOR.navy900}"><h1 style="margin:0;font-family:inherit;font-size:inherit;font-weight:500;line-height:inherit;">${escape(content.heading)}</h1></mj-text>`,
    );
  }
  if (content.greeting) blocks.push(textBlock(content.greeting));
  blocks.push(...content.paragraphs.map((paragraph) => textBlock(paragraph)));
  blocks.push(...articles(content));
  if (content.action) {
    blocks.push(
      `<mj-button href="${escape(content.action.url)}" align="left" padding="8px 0 24px" background-color="${COLOR.gold400}" color="${COLOR.navy900}" font-size="15px" font-weight="600" letter-spacing="0.04em" inner-padding="14px 28px" border-radius="2px">${escape(content.action.label)}</mj-button>`,
    );
  }
  const opening = `<mj-section padding="0"><mj-column>${blocks.join('')}</mj-column></mj-section>`;
  const closingBlocks = (content.afterParagraphs ?? []).map((paragraph) => textBlock(paragraph));
  if (content.closing) closingBlocks.push(textBlock(content.closing, '8px 0 0'));
  const closing = closingBlocks.length
    ? `<mj-section padding="0"><mj-column>${closingBlocks.join('')}</mj-column></mj-section>`
    : '';
  return `
    <mj-wrapper css-class="cc-card" background-color="${COLOR.white}" padding="40px 32px 36px" border="1px solid ${COLOR.border}" border-top="0">
      ${opening}${propertySections(content)}${closing}
    </mj-wrapper>`;
}

function footer(content: BrandedMailContent, siteUrl: string): string {
  const { address } = mailLayoutTexts(content.language);
  const link = (label: string, url: string) =>
    `<a href="${escape(url)}" style="color:${COLOR.gold700};text-decoration:underline;">${escape(label)}</a>`;
  const site = new URL(siteUrl);
  const lines = [
    `<div style="font-family:${DISPLAY_FONT};font-size:17px;color:${COLOR.navy900};padding-bottom:4px;" class="cc-strong">${AGENCY_NAME}</div>`,
    `<div>${escape(address)} · ${link(site.host, `${siteUrl}${localizedPath(content.language, '/')}`)}</div>`,
  ];
  if (content.footerNote)
    lines.push(`<div style="padding-top:12px;">${paragraphHtml(content.footerNote)}</div>`);
  if (content.footerLinks?.length) {
    const links = content.footerLinks.map(({ label, url }) => link(label, url)).join(' &nbsp;·&nbsp; ');
    lines.push(`<div style="padding-top:12px;">${links}</div>`);
  }
  return `
    <mj-section padding="28px 24px 40px">
      <mj-column>
        <mj-text css-class="cc-muted" align="center" padding="0" color="${COLOR.inkMuted}" font-size="12px" line-height="1.6">${lines.join('')}</mj-text>
      </mj-column>
    </mj-section>`;
}

/** The MJML source of a branded e-mail. `siteUrl` is the public address without a trailing slash. */
export function brandedMailMjml(content: BrandedMailContent, siteUrl: string): string {
  const preheader = content.preheader ?? content.paragraphs[0] ?? '';
  return `<mjml lang="${escape(content.language)}" dir="ltr">
  <mj-head>
    <mj-title>${escape(content.subject)}</mj-title>
    ${preheader ? `<mj-preview>${escape(preheader)}</mj-preview>` : ''}
    <mj-attributes>
      <mj-all font-family="${BODY_FONT}" />
      <mj-text color="${COLOR.ink}" font-size="16px" line-height="1.65" />
    </mj-attributes>
    <mj-raw><meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" /></mj-raw>
    <mj-style>${DARK_MODE_CSS}</mj-style>
  </mj-head>
  <mj-body css-class="cc-page" background-color="${COLOR.sand100}" width="600px">
    ${header(content, siteUrl)}
    ${body(content)}
    ${footer(content, siteUrl)}
  </mj-body>
</mjml>`;
}
