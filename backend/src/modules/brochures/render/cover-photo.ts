import { CatalogueArtwork } from '../../../platform/media/catalogue-artwork';
import {
  encodeJpeg,
  ImageSources,
  openImage,
  UnreadableImageError,
} from '../../../platform/media/jpeg-rendition';

/** The cover's frame on the brochure's first page, in pixels (about 200 dpi at the printed size). */
export const COVER_PHOTO_WIDTH = 1654;
export const COVER_PHOTO_HEIGHT = 1300;

/**
 * The listing's cover as the JPEG a PDF embeds: the sample artwork's SVG drawn at the density that fills the
 * frame, an upload from its widest WebP, cropped from the centre. Null for a cover on another site or a file
 * that is missing or damaged: the brochure then opens on its navy band alone.
 */
export class CoverPhotos {
  private readonly sources: ImageSources;

  constructor(mediaDir: string, artwork: CatalogueArtwork = CatalogueArtwork.load()) {
    this.sources = new ImageSources(mediaDir, artwork);
  }

  async jpeg(url: string | undefined): Promise<Buffer | null> {
    const source = url ? await this.sources.ofUrl(url) : null;
    if (!source) return null;
    try {
      const image = await openImage(source, (width, height) =>
        Math.max(COVER_PHOTO_WIDTH / width, COVER_PHOTO_HEIGHT / height),
      );
      return await encodeJpeg(
        image.resize(COVER_PHOTO_WIDTH, COVER_PHOTO_HEIGHT, { fit: 'cover', position: 'centre' }),
        80,
      );
    } catch (error) {
      if (error instanceof UnreadableImageError) return null;
      throw error;
    }
  }
}
