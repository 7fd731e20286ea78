import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { CatalogueArtwork } from './catalogue-artwork';

/**
 * Link previews (WhatsApp, Facebook, LinkedIn, X) and the image of a listing in search results want one
 * raster picture of 1200 x 630 (1.91:1); many of them show no SVG and no WebP. A listing's social image is
 * its cover cropped to that size as a JPEG, made the first time it is asked for and kept under
 * `MEDIA_DIR/social/`: the sample catalogue's SVG artwork rendered by sharp (librsvg), an uploaded image from
 * its widest WebP variant.
 *
 * The addresses are derived from the cover's own address and never change meaning, so they are cached for a
 * year: `/media/social/catalogue/<stem>.<hash>.jpg` names the version of the artwork (a new version, a new
 * hash), `/media/social/uploads/<id>.jpg` an upload (whose files are never modified).
 */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
export const SOCIAL_URL_PREFIX = '/media/social/';

const JPEG_OPTIONS: sharp.JpegOptions = { quality: 82, mozjpeg: true };

/** `villa-sardinero-exterior.3f9a0c27d1e4.jpg`, or without the hash (then redirected to the current one). */
const CATALOGUE_NAME = /^([a-z0-9-]{1,100})(?:\.([0-9a-f]{12}))?\.jpg$/;
const UPLOAD_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$/;
const WEBP_VARIANT = /^(\d{1,5})\.webp$/;

export type SocialImageSource = 'catalogue' | 'uploads';

export type SocialImageLookup =
  | { kind: 'file'; body: Buffer; etag: string }
  /** A catalogue name without its hash, or with an earlier version's: the current version's address. */
  | { kind: 'moved'; url: string }
  | { kind: 'missing' };

/**
 * Renders any image sharp reads as the 1200 x 630 JPEG of a link preview: cropped from the centre to fill the
 * frame, transparency on white, sRGB, no metadata. An SVG is drawn at the density that fills the frame, so
 * its shapes stay sharp instead of being enlarged as pixels.
 */
export async function renderSocialImage(source: Buffer): Promise<Buffer> {
  const { format, width, height } = await sharp(source).metadata();
  const scale = width && height ? Math.max(SOCIAL_IMAGE_WIDTH / width, SOCIAL_IMAGE_HEIGHT / height) : 1;
  const density = format === 'svg' ? Math.min(Math.max(72, Math.ceil(72 * scale)), 2400) : undefined;
  return sharp(source, { ...(density && { density }), failOn: 'error' })
    .resize(SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}

export class SocialImages {
  private readonly dir: string;
  /** Images being made now, so simultaneous first requests (a link shared in a busy chat) make one. */
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();

  constructor(
    mediaDir: string,
    private readonly artwork: CatalogueArtwork,
  ) {
    this.dir = path.resolve(mediaDir, 'social');
  }

  async lookup(source: SocialImageSource, name: string): Promise<SocialImageLookup> {
    if (source === 'catalogue') {
      const match = CATALOGUE_NAME.exec(name);
      const file = match ? this.artwork.withStem(match[1]) : undefined;
      if (!match || !file) return { kind: 'missing' };
      const current = `${match[1]}.${file.hash}.jpg`;
      if (match[2] !== file.hash) return { kind: 'moved', url: `${SOCIAL_URL_PREFIX}catalogue/${current}` };
      return this.cached(`catalogue/${current}`, file.hash, async () => file.body);
    }
    const match = UPLOAD_NAME.exec(name);
    if (!match) return { kind: 'missing' };
    return this.cached(`uploads/${match[1]}.jpg`, match[1], () => this.widestVariant(match[1]));
  }

  /** The stored social image, made from `source()` when there is none yet; missing when there is no source. */
  private async cached(
    relative: string,
    etag: string,
    source: () => Promise<Buffer | null>,
  ): Promise<SocialImageLookup> {
    const file = path.join(this.dir, relative);
    let pending = this.inFlight.get(file);
    if (!pending) {
      pending = this.readOrMake(file, source).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, pending);
    }
    const body = await pending;
    return body ? { kind: 'file', body, etag: `"${etag}"` } : { kind: 'missing' };
  }

  private async readOrMake(file: string, source: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const stored = await readFile(file).catch(() => null);
    if (stored) return stored;
    const original = await source();
    if (!original) return null;
    const body = await renderSocialImage(original);
    // Written beside its place and renamed into it, so another instance sharing MEDIA_DIR never reads half a file.
    await mkdir(path.dirname(file), { recursive: true });
    const staging = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(staging, body, { flag: 'wx' });
      await rename(staging, file);
    } catch (error) {
      await rm(staging, { force: true });
      throw error;
    }
    return body;
  }

  /** The widest WebP variant of an upload (`MEDIA_DIR/uploads/<id>/<width>.webp`); null for an unknown id. */
  private async widestVariant(imageId: string): Promise<Buffer | null> {
    const folder = path.resolve(this.dir, '../uploads', imageId);
    const names = await readdir(folder).catch(() => [] as string[]);
    const widths = names.flatMap((name) => {
      const match = WEBP_VARIANT.exec(name);
      return match ? [Number(match[1])] : [];
    });
    if (widths.length === 0) return null;
    return readFile(path.join(folder, `${Math.max(...widths)}.webp`));
  }
}
