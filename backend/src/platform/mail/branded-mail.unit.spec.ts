import mjml2html from 'mjml';
import { LANGUAGES } from '../i18n/languages';
import { renderBrandedMail, type BrandedMailContent, type MailPropertyCard } from './branded-mail';
import { brandedMailMjml } from './branded-mail-markup';

const SITE = 'https://costa.example';

const villa: MailPropertyCard = {
  title: 'Villa con vistas al Sardinero',
  url: `${SITE}/property/villa-sardinero-santander`,
  imageUrl: `${SITE}/media/villa-sardinero/fachada.webp`,
  imageAlt: 'Fachada de la villa al atardecer',
  priceText: '1.250.000 €',
  previousPriceText: '1.400.000 €',
  caption: 'Santander · 4 dormitorios · 320 m²',
  badge: 'Bajada de precio',
};

const casona: MailPropertyCard = {
  title: 'Casona montañesa en Comillas',
  url: `${SITE}/property/casona-comillas`,
  imageUrl: null,
  imageAlt: '',
  priceText: '2.100.000 €',
  badge: 'Nueva',
};

const alert: BrandedMailContent = {
  language: 'es',
  subject: 'Nuevas propiedades para su búsqueda',
  preheader: 'Dos propiedades encajan con su búsqueda en Santander.',
  heading: 'Dos propiedades para usted',
  greeting: 'Hola, Ana:',
  paragraphs: ['Hemos encontrado propiedades que encajan con su búsqueda.\nLas verá antes que nadie.'],
  action: { label: 'Ver la búsqueda', url: `${SITE}/properties?location=santander&bedroomsMin=3` },
  sections: [{ heading: 'Novedades', properties: [villa, casona] }],
  afterParagraphs: ['Si ya no le interesa, puede pausar la alerta.'],
  closing: 'Un cordial saludo,\nCosta Cantabria Luxury',
  footerLinks: [
    { label: 'Gestionar mis alertas', url: `${SITE}/dashboard/alerts` },
    { label: 'Darse de baja', url: `${SITE}/unsubscribe#token=abc` },
  ],
  footerNote: 'Recibe este email porque creó una alerta de búsqueda.',
};

/** Every href and src of the HTML, entities decoded, as a mail client reads them. */
function addresses(html: string): string[] {
  return [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map(([, value]) =>
    value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
  );
}

describe('renderBrandedMail', () => {
  it('compiles without a single MJML validation error, whatever the content holds', async () => {
    for (const content of [alert, { ...alert, sections: undefined, action: undefined, closing: undefined }]) {
      const { errors } = await mjml2html(brandedMailMjml(content, SITE), { validationLevel: 'soft' });
      expect(errors.map((error) => error.formattedMessage)).toEqual([]);
    }
    await expect(renderBrandedMail(alert, SITE)).resolves.toBeDefined();
  });

  it('escapes every value: a name cannot smuggle markup or leave its attribute', async () => {
    const hostile = '<script>alert(1)</script>" onmouseover="alert(2)';
    const { html } = await renderBrandedMail(
      {
        ...alert,
        subject: hostile,
        preheader: hostile,
        heading: hostile,
        greeting: `Hola, ${hostile}:`,
        paragraphs: [hostile],
        action: { label: hostile, url: `${SITE}/?q="><script>alert(3)</script>` },
        sections: [
          { heading: hostile, properties: [{ ...villa, title: hostile, imageAlt: hostile, badge: hostile }] },
        ],
        footerNote: hostile,
        footerLinks: [{ label: hostile, url: `${SITE}/a?b=1&c=2` }],
      },
      SITE,
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('" onmouseover=');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot; onmouseover=&quot;alert(2)');
    expect(html).toContain('href="https://costa.example/?q=&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;"');
    expect(html).toContain('href="https://costa.example/a?b=1&amp;c=2"');
  });

  it('refuses relative and script addresses instead of sending links that cannot work', async () => {
    await expect(
      renderBrandedMail({ ...alert, action: { label: 'Ver', url: '/properties' } }, SITE),
    ).rejects.toThrow(/absolute/);
    await expect(
      renderBrandedMail({ ...alert, footerLinks: [{ label: 'x', url: 'javascript:alert(1)' }] }, SITE),
    ).rejects.toThrow(/absolute/);
    const relativeImage = { ...alert, sections: [{ properties: [{ ...villa, imageUrl: '/media/x.webp' }] }] };
    await expect(renderBrandedMail(relativeImage, SITE)).rejects.toThrow(/absolute/);
  });

  it("declares the recipient's language and shows the localized footer", async () => {
    const { html: spanish } = await renderBrandedMail(alert, SITE);
    expect(spanish).toMatch(/<html lang="es"/);
    expect(spanish).toContain('Santander, Cantabria (España)');
    const { html, text } = await renderBrandedMail({ ...alert, language: 'de' }, SITE);
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toContain('Santander, Kantabrien (Spanien)');
    expect(html).toContain(`href="${SITE}/de"`);
    expect(text).toContain('Santander, Kantabrien (Spanien)');
    for (const language of LANGUAGES) {
      const mail = await renderBrandedMail({ ...alert, language }, SITE);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain('Costa Cantabria Luxury');
    }
  });

  it('links every address by its absolute URL and loads every image from one', async () => {
    const { html } = await renderBrandedMail(alert, SITE);
    const found = addresses(html);
    expect(found.length).toBeGreaterThan(0);
    for (const address of found) expect(address).toMatch(/^https:\/\/costa\.example\//);
    expect(found).toContain(villa.imageUrl);
    expect(found).toContain(alert.action!.url);
  });

  it('writes a plain-text part with the same content, every link in full and no markup', async () => {
    const { html, text } = await renderBrandedMail(alert, SITE);
    for (const address of addresses(html).filter((address) => address !== villa.imageUrl)) {
      expect(text).toContain(address);
    }
    expect(text).toContain(`Ver la búsqueda: ${alert.action!.url}`);
    expect(text).toContain('Gestionar mis alertas: https://costa.example/dashboard/alerts');
    expect(text).toContain(
      'Hemos encontrado propiedades que encajan con su búsqueda.\nLas verá antes que nadie.',
    );
    expect(text).toContain('Un cordial saludo,\nCosta Cantabria Luxury');
    expect(text).toContain('Recibe este email porque creó una alerta de búsqueda.');
    expect(text).not.toMatch(/<[a-z/][^>]*>|&amp;|&nbsp;/i);
    expect(text.split('\n').slice(0, 3)).toEqual(['Dos propiedades para usted', '', 'Hola, Ana:']);
  });

  it("sets a letter's news under a group heading, each title as a sub-heading over its text", async () => {
    const letter: BrandedMailContent = {
      ...alert,
      articles: {
        heading: 'Novedades de la agencia',
        entries: [{ title: 'Nueva oficina <en> Comillas', text: 'Le esperamos en la plaza del Corro.' }],
      },
    };
    const { errors } = await mjml2html(brandedMailMjml(letter, SITE), { validationLevel: 'soft' });
    expect(errors.map((error) => error.formattedMessage)).toEqual([]);
    const { html, text } = await renderBrandedMail(letter, SITE);
    expect(html).toMatch(/<h2 style="[^"]*">Novedades de la agencia<\/h2>/);
    expect(html).toMatch(/<h3 style="[^"]*">Nueva oficina &lt;en&gt; Comillas<\/h3>/);
    expect(html.indexOf('Nueva oficina')).toBeLessThan(html.indexOf('Le esperamos en la plaza del Corro.'));
    expect(text).toContain(
      'Novedades de la agencia\n\nNueva oficina <en> Comillas\nLe esperamos en la plaza del Corro.\n\nVer la búsqueda: ',
    );
    const { html: withoutNews } = await renderBrandedMail({ ...letter, articles: undefined }, SITE);
    expect(withoutNews).not.toContain('<h2');
  });

  it('shows a price drop with the previous price struck through before the new one', async () => {
    const { html, text } = await renderBrandedMail(alert, SITE);
    expect(html).toMatch(/<s\b[^>]*>1\.400\.000 €<\/s>(&nbsp;|\s)*1\.250\.000 €/);
    expect(text).toContain('1.400.000 € → 1.250.000 €');
    expect(text).toContain('Villa con vistas al Sardinero (Bajada de precio)');
  });

  it('shows a property without a photo as a navy block holding its title', async () => {
    const { html } = await renderBrandedMail(alert, SITE);
    const block = html.indexOf('background:#102640');
    expect(block).toBeGreaterThan(-1);
    expect(html.indexOf(casona.title, block)).toBeGreaterThan(block);
    expect(html).not.toContain('src="null"');
  });

  it('keeps a line break inside a paragraph and hides the preheader as preview text', async () => {
    const { html } = await renderBrandedMail(alert, SITE);
    expect(html).toContain(
      'Hemos encontrado propiedades que encajan con su búsqueda.<br />Las verá antes que nadie.',
    );
    expect(html).toMatch(/display:none[^>]*>Dos propiedades encajan con su búsqueda en Santander\.</);
    expect(html).toContain('<title>Nuevas propiedades para su búsqueda</title>');
  });
});
