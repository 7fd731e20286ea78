import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CATALOGUE_URL_PREFIX, type CatalogueArtwork } from './catalogue-artwork';

/**
 * What every JPEG made from a gallery image shares (the brochure's cover, the link preview, the portals'
 * photos): where the picture comes from, how it is encoded, and how a rendered file is kept in `MEDIA_DIR`.
 */

export const UPLOAD_URL_PREFIX = '/media/uploads/';

/** An upload's id, as the folder of its variants and in the JPEG addresses derived from it. */
export const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const UPLOAD_URL = /^\/media\/uploads\/([0-9a-f-]{36})\//;
const CATALOGUE_URL_NAME = /^([a-z0-9-]{1,100})(?:\.[0-9a-f]{12})?\.[a-z]{3,4}$/;
const WEBP_VARIANT = /^(\d{1,5})\.webp$/;

/** The picture a gallery address shows, as sharp reads it. */
export type GallerySource =
  | { kind: 'upload'; id: string }
  | { kind: 'catalogue'; stem: string }
  /** Another site's address, or one of ours that names no image. */
  | { kind: 'other' };

export function gallerySource(url: string): GallerySource {
  if (url.startsWith(CATALOGUE_URL_PREFIX)) {
    const match = CATALOGUE_URL_NAME.exec(url.slice(CATALOGUE_URL_PREFIX.length));
    return match ? { kind: 'catalogue', stem: match[1] } : { kind: 'other' };
  }
  const upload = UPLOAD_URL.exec(url);
  return upload && UPLOAD_ID.test(upload[1]) ? { kind: 'upload', id: upload[1] } : { kind: 'other' };
}

/** The bytes sharp draws a gallery image from: an upload's widest WebP variant, the sample artwork's SVG. */
export class ImageSources {
  constructor(
    private readonly mediaDir: string,
    private readonly artwork: CatalogueArtwork,
  ) {}

  /** The picture behind a gallery address; null for another site's or a missing file. */
  async ofUrl(url: string): Promise<Buffer | null> {
    const source = gallerySource(url);
    if (source.kind === 'catalogue') return this.artwork.withStem(source.stem)?.body ?? null;
    if (source.kind === 'upload') return this.upload(source.id);
    return null;
  }

  /** The widest WebP variant of an upload (`MEDIA_DIR/uploads/<id>/<width>.webp`); null for an unknown id. */
  async upload(id: string): Promise<Buffer | null> {
    if (!UPLOAD_ID.test(id)) return null;
    const folder = path.resolve(this.mediaDir, 'uploads', id);
    const widths = (await readdir(folder).catch(() => [] as string[])).flatMap((name) => {
      const match = WEBP_VARIANT.exec(name);
      return match ? [Number(match[1])] : [];
    });
    if (widths.length === 0) return null;
    return readFile(path.join(folder, `${Math.max(...widths)}.webp`)).catch(() => null);
  }
}

/** A source sharp cannot read (a damaged file): the image is not available, never a server error. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super(`unreadable image: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * Opens a source for rendering. An SVG is drawn at the density `scale` asks for (the factor from its
 * nominal size to the size wanted), so its shapes stay sharp instead of being enlarged as pixels; a raster
 * image is read as it is. Damaged input is an `UnreadableImageError`.
 */
export async function openImage(
  source: Buffer,
  scale: (width: number, height: number) => number,
): Promise<sharp.Sharp> {
  try {
    const { format, width, height } = await sharp(source).metadata();
    const factor = width && height ? scale(width, height) : 1;
    const density = format === 'svg' ? Math.min(Math.max(72, Math.ceil(72 * factor)), 2400) : undefined;
    return sharp(source, { ...(density && { density }), failOn: 'error' });
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/** White under transparency, sRGB, mozjpeg, and no metadata at all (sharp copies none unless asked). */
export async function encodeJpeg(image: sharp.Sharp, quality = 82): Promise<Buffer> {
  try {
    return await image
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/**
 * Rendered JPEGs kept under a folder of `MEDIA_DIR`: read when there, made once otherwise. Simultaneous first
 * requests on one instance make one; the file is written beside its place and renamed into it, so another
 * instance sharing the media volume never reads half a file and finds it made.
 */
export class RenditionFiles {
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();

  constructor(readonly dir: string) {}

  /** The stored file at `relative`, made by `make` when there is none; null when `make` has no source. */
  get(relative: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const file = path.join(this.dir, relative);
    let pending = this.inFlight.get(file);
    if (!pending) {
      pending = this.readOrMake(file, make).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, pending);
    }
    return pending;
  }

  private async readOrMake(file: string, make: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const stored = await readFile(file).catch(() => null);
    if (stored) return stored;
    const body = await make();
    if (!body) return null;
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
}
