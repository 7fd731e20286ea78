/** `<link ... data-only-on="/">`: a hint the build scoped to one page (the home page's hero image). */
const PAGE_SCOPED_TAG = /\s*<link\b[^>]*\bdata-only-on="([^"]*)"[^>]*>/g;
const DEFAULT_HEAD = /\s*<title>[^<]*<\/title>\s*<meta\s+name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';
const STYLE_SHEET = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;
/** The SPA's eager scripts: a server-rendered page loads its code through the boot script instead. */
const EAGER_SCRIPTS =
  /\s*<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

export interface PageParts {
  /** The document up to and including `<div id="root">`. */
  before: string;
  /** From `</div>` (the root's end) to the end of the document. */
  after: string;
}

/**
 * The built index.html (its hashed scripts and styles) as the frame of server-rendered pages: the page's
 * language, its head and its hydration state go in, the page's HTML streams between the two parts.
 */
export class PageTemplate {
  private constructor(private readonly html: string) {}

  /**
   * `readStyleSheet` gives the text of a style sheet index.html links (`/assets/style-x.css`): the page
   * carries it inline, so its first paint waits for no other request (15 KB compressed, about one round
   * trip less on a phone). Later pages are rendered by the browser, which never needs it again.
   */
  static fromHtml(html: string, readStyleSheet: (href: string) => string): PageTemplate {
    if (!html.includes(ROOT) || !DEFAULT_HEAD.test(html) || !html.includes('</body>')) {
      throw new Error('index.html lacks the root element, the default title and description, or </body>');
    }
    return new PageTemplate(
      html.replace(EAGER_SCRIPTS, '').replace(STYLE_SHEET, (_, href: string) => {
        const css = readStyleSheet(href).replace(/<\/style/gi, '<\\/style');
        return `<style data-href="${href}">${css}</style>`;
      }),
    );
  }

  /**
   * `pagePath` is the page within its language (`/` for every home page), for page-scoped hints; `script`
   * the boot script that loads the page's code once it has painted (page-assets.ts), last in the body.
   */
  parts(page: {
    language: string;
    head: string;
    script: string;
    pagePath: string;
    state: string;
  }): PageParts {
    const html = this.html
      .replace(/<html lang="[a-z]{2}"/, `<html lang="${page.language}"`)
      .replace(DEFAULT_HEAD, () => `\n    ${page.head}`)
      .replace(PAGE_SCOPED_TAG, (tag: string, only: string) => (only === page.pagePath ? tag : ''));
    const [before, after] = html.split(ROOT);
    const state = `<script type="application/json" id="ssr-state">${page.state}</script>`;
    return {
      before: `${before}<div id="root">`,
      after: `</div>${after.replace('</body>', () => `  ${state}\n  ${page.script}\n  </body>`)}`,
    };
  }
}
