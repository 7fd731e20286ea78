import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Encoding } from '../../../platform/http/content-encoding';

const compress = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/**
 * A finished page document, with its compressed forms made on first demand: brotli at quality 5, as fast
 * as gzip's default and a fifth smaller, since every page that is not kept yet waits for it.
 */
export class RenderedPage {
  private readonly bodies = new Map<Encoding, Promise<Buffer>>();
  readonly size: number;

  constructor(
    readonly status: number,
    private readonly document: Buffer,
  ) {
    this.size = document.length;
  }

  body(encoding: Encoding): Promise<Buffer> {
    let body = this.bodies.get(encoding);
    if (!body) {
      body =
        encoding === 'identity'
          ? Promise.resolve(this.document)
          : encoding === 'br'
            ? compress.br(this.document, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
                  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.document.length,
                },
              })
            : compress.gzip(this.document);
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

/**
 * Pages as they were last rendered, by address and contents (the page's entity tag): a page is rendered
 * once for each version of its data and reused until its data changes, which makes it as cheap to serve
 * as the API's answers it is made of. Least recently used pages leave first; 64 MB at most, counting
 * documents (their compressed forms are a fifth of that).
 */
export class RenderedPages {
  private readonly pages = new LRUCache<string, RenderedPage>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => Math.max(1, page.size),
  });
  /** Renderings under way: requests for the same page at once wait for the one rendering. */
  private readonly rendering = new Map<string, Promise<RenderedPage>>();

  /** The page for `key`, rendered by `render` when it is not kept; a failed rendering is not kept. */
  get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const kept = this.pages.get(key);
    if (kept) return Promise.resolve(kept);
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render()
        .then((page) => {
          this.pages.set(key, page);
          return page;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }
}
