import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { placeName, type PropertyDetailDto } from '../../catalogue';
import type { PurchaseCostRatesDto } from '../../purchase-costs';
import { AGENCY } from '../../site';
import { formatPrice, priceFormatFor } from '../../../platform/format/money';
import { localize, type Language } from '../../../platform/i18n/languages';
import { AGENCY_NAME } from '../../../platform/mail/mail-layout-texts';
import { BROCHURE_FONTS } from './brochure-fonts';
import { brochureCostEstimate } from './brochure-costs';
import { BROCHURE_TEXTS } from './brochure-texts';

/**
 * The layout's version: part of the cache key and the entity tag, so a change of the layout, its texts or
 * its fonts makes every brochure anew. Raise it with any change to what this folder prints.
 */
export const BROCHURE_LAYOUT_VERSION = 1;

/** The site's colours (frontend/src/styles/tokens.css), as the e-mails use them. */
const COLOR = {
  navy900: '#0b1a2b',
  navy800: '#102640',
  sand50: '#fbf8f3',
  sand100: '#f5efe5',
  gold400: '#c6a46a',
  gold700: '#7d5f2e',
  ink: '#1b2330',
  inkMuted: '#4f5866',
  inkOnDarkMuted: '#b9c3d0',
  border: '#e3d9c9',
} as const;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const FOOTER_Y = A4.height - 36;
const COVER_PHOTO_HEIGHT = 468;
/** Cormorant's figures are old-style by default; amounts and facts read in lining figures, as on the site. */
const LINING: PDFKit.Mixins.OpenTypeFeatures[] = ['lnum'];

export interface BrochureInput {
  property: PropertyDetailDto;
  rates: PurchaseCostRatesDto;
  language: Language;
  /** The property page in the brochure's language, absolute: the QR code's address. */
  pageUrl: string;
  /** The cover as a JPEG, or null (no photo: the cover is its navy band alone). */
  coverJpeg: Buffer | null;
  /** The year the estimate reads "new build" from (this year or last). */
  currentYear: number;
}

/** Renders a listing's brochure: an A4 PDF in one language, fonts embedded as subsets, no external resource. */
export class BrochureRenderer {
  async render(input: BrochureInput): Promise<Buffer> {
    const { property, language } = input;
    const texts = BROCHURE_TEXTS[language];
    const title = localize(property.title, language);
    const qr = QRCode.create(input.pageUrl, { errorCorrectionLevel: 'M' });
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: 72, left: MARGIN, right: MARGIN },
      bufferPages: true,
      autoFirstPage: false,
      lang: language,
      displayTitle: true,
      info: {
        Title: title,
        Author: AGENCY_NAME,
        Subject: `${texts.subject} · ${texts.reference(property.reference)}`,
        Creator: AGENCY_NAME,
        Producer: AGENCY_NAME,
        // The listing's last change, not the time of rendering: one version of a listing, one file.
        CreationDate: new Date(property.updatedAt),
        ModDate: new Date(property.updatedAt),
      },
    });
    for (const [name, file] of Object.entries(BROCHURE_FONTS)) doc.registerFont(name, file);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });

    this.cover(doc, input, title);
    doc.addPage();
    this.facts(doc, input);
    this.prose(doc, texts.description, localize(property.fullDescription, language));
    this.features(doc, input);
    if (property.gallery.floorPlans) this.prose(doc, texts.floorPlans.heading, texts.floorPlans.onRequest);
    this.distances(doc, input);
    this.costs(doc, input);
    this.contact(doc, input, qr);
    this.footers(doc, input);
    doc.end();
    return done;
  }

  private cover(doc: PDFKit.PDFDocument, input: BrochureInput, title: string): void {
    const { property, language } = input;
    const texts = BROCHURE_TEXTS[language];
    doc.addPage({ margin: 0 });
    const photoHeight = input.coverJpeg ? COVER_PHOTO_HEIGHT : 0;
    if (input.coverJpeg) {
      doc.image(input.coverJpeg, 0, 0, { cover: [A4.width, photoHeight], align: 'center', valign: 'center' });
    }
    doc.rect(0, photoHeight, A4.width, A4.height - photoHeight).fill(COLOR.navy900);
    doc.rect(MARGIN, photoHeight + 48, 40, 1.5).fill(COLOR.gold400);
    let y = photoHeight + 64;
    doc
      .font('body-semibold')
      .fontSize(9)
      .fillColor(COLOR.gold400)
      .text(texts.coverKicker, MARGIN, y, { width: CONTENT_WIDTH });
    y = doc.y + 14;
    doc.font('display-semibold').fontSize(34).fillColor(COLOR.sand50);
    doc.text(title, MARGIN, y, { width: CONTENT_WIDTH, lineGap: -2 });
    y = doc.y + 8;
    const place = [placeName(property.address.area, language), placeName(property.address.city, language)]
      .filter((part, index, all) => part && all.indexOf(part) === index)
      .join(', ');
    doc
      .font('body')
      .fontSize(11)
      .fillColor(COLOR.inkOnDarkMuted)
      .text(`${localize(property.subtitle, language)}\n${place}`, MARGIN, y, {
        width: CONTENT_WIDTH,
        lineGap: 3,
      });
    const bottom = A4.height - 64;
    doc
      .font('display-semibold')
      .fontSize(26)
      .fillColor(COLOR.gold400)
      .text(formatPrice(property.price.saleEur), MARGIN, bottom - 30, {
        width: CONTENT_WIDTH / 2,
        features: LINING,
      });
    doc
      .font('body')
      .fontSize(9)
      .fillColor(COLOR.inkOnDarkMuted)
      .text(texts.reference(property.reference), MARGIN + CONTENT_WIDTH / 2, bottom - 20, {
        width: CONTENT_WIDTH / 2,
        align: 'right',
      });
    doc
      .font('display-semibold')
      .fontSize(13)
      .fillColor(COLOR.sand50)
      .text(AGENCY_NAME, MARGIN + CONTENT_WIDTH / 2, bottom - 38, {
        width: CONTENT_WIDTH / 2,
        align: 'right',
      });
  }

  /** A section's heading: the site's serif in navy over a short gold rule; a new page when too low. */
  private heading(doc: PDFKit.PDFDocument, text: string, needs = 90): void {
    if (doc.y > doc.page.height - doc.page.margins.bottom - needs) doc.addPage();
    else if (doc.y > doc.page.margins.top + 1) doc.moveDown(1.4);
    doc.font('display-semibold').fontSize(20).fillColor(COLOR.navy900);
    doc.text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
    doc.rect(MARGIN, doc.y + 3, 32, 1.2).fill(COLOR.gold400);
    doc.y += 14;
  }

  private facts(doc: PDFKit.PDFDocument, input: BrochureInput): void {
    const { property, language } = input;
    const texts = BROCHURE_TEXTS[language];
    const unit = language === 'mk' || language === 'ru' ? 'м²' : 'm²';
    const area = (m2: number) => `${m2.toLocaleString(numberLocale(language))} ${unit}`;
    const specs = property.specifications;
    const facts: [string, string][] = [
      [texts.price, formatPrice(property.price.saleEur)],
      [texts.facts.type, texts.types[property.type]],
      [texts.facts.bedrooms, String(specs.bedrooms)],
      [texts.facts.bathrooms, String(specs.bathrooms)],
      [texts.facts.sizeBuilt, area(specs.sizeBuiltM2)],
      ...(specs.sizePlotM2 !== null
        ? [[texts.facts.sizePlot, area(specs.sizePlotM2)] as [string, string]]
        : []),
      [texts.facts.yearBuilt, String(specs.yearBuilt)],
      [texts.facts.energy, property.energyRating],
      [texts.facts.reference, property.reference],
    ];
    this.heading(doc, texts.facts.heading);
    const columnWidth = (CONTENT_WIDTH - 24) / 2;
    const rowHeight = 40;
    const top = doc.y;
    facts.forEach(([label, value], index) => {
      const x = MARGIN + (index % 2) * (columnWidth + 24);
      const y = top + Math.floor(index / 2) * rowHeight;
      doc.rect(x, y + rowHeight - 6, columnWidth, 0.6).fill(COLOR.border);
      doc.font('body').fontSize(8.5).fillColor(COLOR.inkMuted);
      doc.text(label, x, y, { width: columnWidth, lineBreak: false });
      doc.font('display-semibold').fontSize(15).fillColor(COLOR.navy900);
      doc.text(value, x, y + 13, { width: columnWidth, lineBreak: false, features: LINING });
    });
    doc.x = MARGIN;
    doc.y = top + Math.ceil(facts.length / 2) * rowHeight;
  }

  private prose(doc: PDFKit.PDFDocument, heading: string, body: string): void {
    this.heading(doc, heading);
    doc.font('body').fontSize(10.5).fillColor(COLOR.ink);
    for (const paragraph of body.split(/\n\s*\n/).filter((part) => part.trim())) {
      doc.text(paragraph.trim(), MARGIN, doc.y, { width: CONTENT_WIDTH, lineGap: 3.5, paragraphGap: 8 });
    }
  }

  private features(doc: PDFKit.PDFDocument, input: BrochureInput): void {
    const { property, language } = input;
    const items = [...property.features.main, ...property.features.interior, ...property.features.exterior]
      .map((text) => localize(text, language))
      .filter(Boolean);
    if (items.length === 0) return;
    this.heading(doc, BROCHURE_TEXTS[language].features);
    const columnWidth = (CONTENT_WIDTH - 24) / 2;
    const half = Math.ceil(items.length / 2);
    const columns = [items.slice(0, half), items.slice(half)];
    const top = doc.y;
    let bottom = top;
    columns.forEach((column, index) => {
      let y = top;
      const x = MARGIN + index * (columnWidth + 24);
      for (const item of column) {
        doc.rect(x, y + 5, 4, 4).fill(COLOR.gold400);
        doc.font('body').fontSize(10).fillColor(COLOR.ink);
        doc.text(item, x + 14, y, { width: columnWidth - 14, lineGap: 2 });
        y = doc.y + 4;
        if (y > doc.page.height - doc.page.margins.bottom) break;
      }
      bottom = Math.max(bottom, y);
    });
    doc.x = MARGIN;
    doc.y = bottom;
  }

  private distances(doc: PDFKit.PDFDocument, input: BrochureInput): void {
    const { property, language } = input;
    const texts = BROCHURE_TEXTS[language].distances;
    const address = property.address;
    const rows: [string, string][] = [
      ...(address.beachDistanceM > 0 ? [[texts.beach, distance(address.beachDistanceM, language)]] : []),
      ...(address.cityCenterDistanceM > 0
        ? [[texts.center, distance(address.cityCenterDistanceM, language)]]
        : []),
      ...(address.airportDistanceKm > 0
        ? [[texts.airport, distance(address.airportDistanceKm * 1000, language)]]
        : []),
      ...address.nearby.map(
        (place) => [localize(place.name, language), distance(place.distanceM, language)] as [string, string],
      ),
    ] as [string, string][];
    if (rows.length === 0) return;
    this.heading(doc, texts.heading);
    this.table(doc, rows);
  }

  private costs(doc: PDFKit.PDFDocument, input: BrochureInput): void {
    const { property, language } = input;
    const texts = BROCHURE_TEXTS[language].costs;
    const estimate = brochureCostEstimate(
      property.price.saleEur,
      property.specifications.yearBuilt,
      input.currentYear,
      input.rates,
    );
    if (!estimate) return;
    const format = priceFormatFor([
      property.price.saleEur,
      ...estimate.lines.map((line) => line.amountEur),
      estimate.totalEur,
      estimate.grandTotalEur,
    ]);
    const percent = (value: number) => `${value.toLocaleString(numberLocale(language))} %`;
    this.heading(doc, texts.heading, 200);
    doc.font('body').fontSize(10).fillColor(COLOR.inkMuted);
    doc.text(texts.lead(texts.kinds[estimate.kind]), MARGIN, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
    doc.moveDown(0.6);
    this.table(doc, [
      [BROCHURE_TEXTS[language].price, format(property.price.saleEur)],
      ...estimate.lines.map(
        (line) =>
          [
            line.ratePct === null ? texts[line.key] : `${texts[line.key]} · ${percent(line.ratePct)}`,
            format(line.amountEur),
          ] as [string, string],
      ),
      [texts.total, format(estimate.totalEur)],
    ]);
    doc.font('display-semibold').fontSize(15).fillColor(COLOR.navy900);
    const y = doc.y + 4;
    doc.text(texts.grandTotal, MARGIN, y, { width: CONTENT_WIDTH * 0.65, lineBreak: false });
    doc.text(format(estimate.grandTotalEur), MARGIN, y, {
      width: CONTENT_WIDTH,
      align: 'right',
      features: LINING,
    });
    doc.moveDown(0.5);
    doc.font('body').fontSize(8.5).fillColor(COLOR.inkMuted);
    doc.text(texts.note, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }

  /** Label and value rows over hairlines, the value on the right. */
  private table(doc: PDFKit.PDFDocument, rows: [string, string][]): void {
    for (const [label, value] of rows) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - 24) doc.addPage();
      const y = doc.y;
      doc.font('body').fontSize(10).fillColor(COLOR.ink);
      doc.text(label, MARGIN, y, { width: CONTENT_WIDTH * 0.7 });
      const after = doc.y;
      doc.font('body-semibold').text(value, MARGIN, y, { width: CONTENT_WIDTH, align: 'right' });
      doc.y = Math.max(after, doc.y) + 5;
      doc.rect(MARGIN, doc.y - 2.5, CONTENT_WIDTH, 0.5).fill(COLOR.border);
      doc.y += 4;
    }
    doc.x = MARGIN;
  }

  /** The adviser, the office and the QR code of the property page, kept together on one page. */
  private contact(doc: PDFKit.PDFDocument, input: BrochureInput, qr: QRCode.QRCode): void {
    const { property, language } = input;
    const texts = BROCHURE_TEXTS[language].contact;
    this.heading(doc, texts.heading, 230);
    const top = doc.y;
    const panelHeight = 190;
    doc.rect(MARGIN, top, CONTENT_WIDTH, panelHeight).fill(COLOR.sand100);
    const inner = MARGIN + 20;
    const textWidth = CONTENT_WIDTH - 20 - 150;
    const agent = property.agent;
    const languageNames = new Intl.DisplayNames([language], { type: 'language' });
    const spoken = agent.languages.map((code) => languageNames.of(code) ?? code).join(', ');
    doc.font('body-semibold').fontSize(8.5).fillColor(COLOR.gold700);
    doc.text(texts.adviser, inner, top + 18, { width: textWidth });
    doc.font('display-semibold').fontSize(17).fillColor(COLOR.navy900).text(agent.name, { width: textWidth });
    doc.font('body').fontSize(9.5).fillColor(COLOR.inkMuted);
    doc.text(localize(agent.title, language), { width: textWidth });
    doc.fillColor(COLOR.ink).moveDown(0.3);
    doc.text(`${texts.phone}: ${agent.phone}`, { width: textWidth });
    doc.text(`${texts.email}: ${agent.email}`, { width: textWidth });
    if (spoken) doc.text(`${texts.languages}: ${spoken}`, { width: textWidth });
    doc.moveDown(0.6);
    doc.font('body-semibold').fontSize(8.5).fillColor(COLOR.gold700);
    doc.text(texts.office, { width: textWidth });
    doc.font('body').fontSize(9.5).fillColor(COLOR.ink);
    // The agency's headquarters, as the site's footer and contact page give it.
    const office = AGENCY.headquarters;
    doc.text(
      `${AGENCY_NAME} · ${office.street}, ${office.postalCode} ${office.city}\n${AGENCY.phone} · ${AGENCY.email}`,
      { width: textWidth, lineGap: 1.5 },
    );

    // The QR code as vector squares: sharp at any print size.
    const size = 112;
    const x = MARGIN + CONTENT_WIDTH - size - 20;
    const y = top + 20;
    const count = qr.modules.size;
    const cell = size / count;
    doc.rect(x - 6, y - 6, size + 12, size + 12).fill('#ffffff');
    for (let row = 0; row < count; row++) {
      for (let column = 0; column < count; column++) {
        if (qr.modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
      }
    }
    doc.fill(COLOR.navy900);
    doc.font('body').fontSize(7.5).fillColor(COLOR.inkMuted);
    doc.text(texts.scan, x - 10, y + size + 12, { width: size + 20, align: 'center' });
    doc.link(x, y, size, size, input.pageUrl);
    doc.x = MARGIN;
    doc.y = top + panelHeight + 8;
  }

  /** Every page but the cover: the agency and the reference on the left, the page number on the right. */
  private footers(doc: PDFKit.PDFDocument, input: BrochureInput): void {
    const texts = BROCHURE_TEXTS[input.language];
    const range = doc.bufferedPageRange();
    const pages = range.count;
    for (let index = 1; index < pages; index++) {
      doc.switchToPage(range.start + index);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.rect(MARGIN, FOOTER_Y - 10, CONTENT_WIDTH, 0.5).fill(COLOR.border);
      doc.font('body').fontSize(8).fillColor(COLOR.inkMuted);
      doc.text(`${AGENCY_NAME} · ${texts.reference(input.property.reference)}`, MARGIN, FOOTER_Y, {
        width: CONTENT_WIDTH / 2,
        lineBreak: false,
      });
      doc.text(texts.page(index + 1, pages), MARGIN + CONTENT_WIDTH / 2, FOOTER_Y, {
        width: CONTENT_WIDTH / 2,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottom;
    }
  }
}

function numberLocale(language: Language): string {
  return language === 'en' ? 'en-GB' : language;
}

/** "850 m", "1,2 km" (Cyrillic units in Russian and Macedonian, as the site writes them). */
function distance(metres: number, language: Language): string {
  const cyrillic = language === 'ru' || language === 'mk';
  if (metres < 1000) return `${Math.round(metres)} ${cyrillic ? 'м' : 'm'}`;
  const km = (metres / 1000).toLocaleString(numberLocale(language), { maximumFractionDigits: 1 });
  return `${km} ${cyrillic ? 'км' : 'km'}`;
}
