import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CATALOGUE_URL_PREFIX, CatalogueArtwork } from '../../../platform/media/catalogue-artwork';

/** The cover's frame on the brochure's first page, in pixels (about 200 dpi at the printed size). */
export const COVER_PHOTO_WIDTH = 1654;
export const COVER_PHOTO_HEIGHT = 1300;

const UPLOAD = /^\/media\/uploads\/([0-9a-f-]{36})\//;
const CATALOGUE = /^([a-z0-9-]{1,100})(?:\.[0-9a-f]{12})?\.[a-z]{3,4}$/;
const WEBP_VARIANT = /^(\d{1,5})\.webp$/;

/**
 * The listing's cover as the JPEG a PDF embeds: the sample artwork's SVG drawn at the density that fills the
 * frame, an upload from its widest WebP, cropped from the centre. Null for a cover on another site or a file
 * that is missing: the brochure then opens on its navy band alone.
 */
export class CoverPhotos {
  constructor(
    private readonly mediaDir: string,
    private readonly artwork: CatalogueArtwork = CatalogueArtwork.load(),
  ) {}

  async jpeg(url: string | undefined): Promise<Buffer | null> {
    const source = url ? await this.source(url) : null;
    if (!source) return null;
    const { format, width, height } = await sharp(source).metadata();
    const scale = width && height ? Math.max(COVER_PHOTO_WIDTH / width, COVER_PHOTO_HEIGHT / height) : 1;
    const density = format === 'svg' ? Math.min(Math.max(72, Math.ceil(72 * scale)), 2400) : undefined;
    return sharp(source, { ...(density && { density }), failOn: 'error' })
      .resize(COVER_PHOTO_WIDTH, COVER_PHOTO_HEIGHT, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  }

  private async source(url: string): Promise<Buffer | null> {
    if (url.startsWith(CATALOGUE_URL_PREFIX)) {
      const match = CATALOGUE.exec(url.slice(CATALOGUE_URL_PREFIX.length));
      return match ? (this.artwork.withStem(match[1])?.body ?? null) : null;
    }
    const upload = UPLOAD.exec(url);
    if (!upload) return null;
    const folder = path.resolve(this.mediaDir, 'uploads', upload[1]);
    const widths = (await readdir(folder).catch(() => [] as string[])).flatMap((name) => {
      const match = WEBP_VARIANT.exec(name);
      return match ? [Number(match[1])] : [];
    });
    if (widths.length === 0) return null;
    return readFile(path.join(folder, `${Math.max(...widths)}.webp`));
  }
}
