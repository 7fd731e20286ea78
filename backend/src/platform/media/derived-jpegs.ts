import path from 'node:path';
import type { CatalogueArtwork } from './catalogue-artwork';
import {
  gallerySource,
  ImageSources,
  RenditionFiles,
  UnreadableImageError,
  UPLOAD_ID,
} from './jpeg-rendition';

/** Where a derived JPEG's picture comes from: the sample catalogue's artwork or an upload. */
export const DERIVED_JPEG_SOURCES = ['catalogue', 'uploads'] as const;
export type DerivedJpegSource = (typeof DERIVED_JPEG_SOURCES)[number];

/** What one kind of derived JPEG is: its address, its folder under MEDIA_DIR and how it is drawn. */
export interface DerivedJpegKind {
  /** `/media/social/`: followed by `catalogue/<stem>.<hash>.jpg` or `uploads/<id>.jpg`. */
  urlPrefix: string;
  folder: string;
  render: (source: Buffer) => Promise<Buffer>;
}

export type DerivedJpegLookup =
  | { kind: 'file'; body: Buffer; etag: string }
  /** A catalogue name without its hash, or with an earlier version's: the current version's address. */
  | { kind: 'moved'; url: string }
  | { kind: 'missing' }
  /** The stored source cannot be decoded (a damaged file). */
  | { kind: 'unreadable'; reason: string };

/** `villa-sardinero-exterior.3f9a0c27d1e4.jpg`, or without the hash (then redirected to the current one). */
const CATALOGUE_NAME = /^([a-z0-9-]{1,100})(?:\.([0-9a-f]{12}))?\.jpg$/;
const UPLOAD_NAME = /^(.{36})\.jpg$/;

/**
 * JPEGs derived from a gallery image (a link preview, a portal's photo): made the first time one is asked for
 * and kept under `MEDIA_DIR/<folder>/`, so every instance sharing the media volume draws each once. Their
 * addresses follow from the gallery's and never change meaning (an upload's files are never modified; a new
 * version of the artwork has a new hash), so they may be cached for a year.
 */
export class DerivedJpegs {
  private readonly files: RenditionFiles;
  private readonly sources: ImageSources;

  constructor(
    mediaDir: string,
    private readonly artwork: CatalogueArtwork,
    readonly kind: DerivedJpegKind,
  ) {
    this.files = new RenditionFiles(path.resolve(mediaDir, kind.folder));
    this.sources = new ImageSources(mediaDir, artwork);
  }

  /** The derived JPEG's address of a gallery image; another site's address stays as it is. */
  urlOf(galleryUrl: string): string {
    const source = gallerySource(galleryUrl);
    if (source.kind === 'upload') return `${this.kind.urlPrefix}uploads/${source.id}.jpg`;
    const file = source.kind === 'catalogue' ? this.artwork.withStem(source.stem) : undefined;
    if (source.kind === 'catalogue' && file) {
      return `${this.kind.urlPrefix}catalogue/${source.stem}.${file.hash}.jpg`;
    }
    return galleryUrl;
  }

  async lookup(source: DerivedJpegSource, name: string): Promise<DerivedJpegLookup> {
    if (source === 'catalogue') {
      const match = CATALOGUE_NAME.exec(name);
      const file = match ? this.artwork.withStem(match[1]) : undefined;
      if (!match || !file) return { kind: 'missing' };
      const current = `${match[1]}.${file.hash}.jpg`;
      if (match[2] !== file.hash) return { kind: 'moved', url: `${this.kind.urlPrefix}catalogue/${current}` };
      return this.stored(`catalogue/${current}`, file.hash, async () => file.body);
    }
    const id = UPLOAD_NAME.exec(name)?.[1];
    if (!id || !UPLOAD_ID.test(id)) return { kind: 'missing' };
    return this.stored(`uploads/${id}.jpg`, id, () => this.sources.upload(id));
  }

  /** The stored JPEG, drawn from `source()` when there is none yet (simultaneous first requests draw one). */
  private async stored(
    relative: string,
    etag: string,
    source: () => Promise<Buffer | null>,
  ): Promise<DerivedJpegLookup> {
    try {
      const body = await this.files.get(relative, async () => {
        const original = await source();
        return original ? this.kind.render(original) : null;
      });
      return body ? { kind: 'file', body, etag: `"${etag}"` } : { kind: 'missing' };
    } catch (error) {
      if (error instanceof UnreadableImageError) return { kind: 'unreadable', reason: error.message };
      throw error;
    }
  }
}
