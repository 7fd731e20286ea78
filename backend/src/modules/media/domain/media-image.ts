import type { Decider, DomainEvent } from '../../../platform/domain/decider';
import { defineEvents } from '../../../platform/event-store/event-catalog';
import { DomainError } from '../../../platform/domain/domain-error';

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/gif';

/** The image at one width: its WebP file, and its AVIF file where the image has AVIF variants. */
export interface ImageVariant {
  width: number;
  height: number;
  /** Size of the WebP file. */
  bytes: number;
  /**
   * Size of the AVIF file at this width, or null when there is none: an image has AVIF variants at every
   * width or at none, kept only when each is smaller than its WebP (image-rules.ts).
   */
  avifBytes: number | null;
}

/** A variant as `ImageUploaded` events recorded before AVIF variants existed state it: without `avifBytes`. */
export type StoredImageVariant = Omit<ImageVariant, 'avifBytes'> & { avifBytes?: number | null };

/**
 * An image staff uploaded for the catalogue, once its variants (WebP, and AVIF where smaller) are on disk. It
 * records what was detected from the content, never the file's bytes nor anything of the original name but a
 * display name.
 */
export type ImageUploaded = DomainEvent<
  'ImageUploaded',
  {
    imageId: string;
    /** Detected from the content (not the client's type nor the extension). */
    contentType: ImageContentType;
    /** The original's size as displayed, i.e. after EXIF rotation. */
    width: number;
    height: number;
    originalBytes: number;
    variants: ImageVariant[];
    displayName: string | null;
    uploadedAt: string;
  }
>;

export type MediaImageEvent = ImageUploaded;

/** `ImageUploaded` as the log holds it, of any age. */
export type StoredImageUploaded = Omit<ImageUploaded['data'], 'variants'> & {
  variants: StoredImageVariant[];
};

/**
 * An `ImageUploaded` of any age in today's shape (events in the log are never rewritten): an image uploaded
 * before AVIF variants existed has none: version 1's upcaster (`mediaImageEvents`).
 */
export function upcastImageUploaded(data: StoredImageUploaded): ImageUploaded['data'] {
  return {
    ...data,
    variants: data.variants.map((variant) => ({ ...variant, avifBytes: variant.avifBytes ?? null })),
  };
}

/** Whether the image has an AVIF file at every width (the site then offers AVIF first). */
export function hasAvifVariants(variants: readonly ImageVariant[]): boolean {
  return variants.length > 0 && variants.every((variant) => variant.avifBytes !== null);
}

export type UploadImage = ImageUploaded['data'];

export const mediaImageEvents = defineEvents<MediaImageEvent>({
  ImageUploaded: {
    version: 2,
    upcasters: { 1: (data) => upcastImageUploaded(data as StoredImageUploaded) },
  },
});

export const mediaImageStreamId = (imageId: string): string => `media-${imageId}`;

export const mediaImageDecider: Decider<UploadImage, { uploaded: boolean }, MediaImageEvent> = {
  initialState: { uploaded: false },
  decide(command, state) {
    if (state.uploaded) {
      throw new DomainError('conflict', 'image_already_uploaded', 'This image was uploaded already');
    }
    if (command.variants.length === 0) {
      throw new DomainError('invalid', 'variants_required', 'An image needs at least one variant');
    }
    return [{ type: 'ImageUploaded', data: { ...command, variants: [...command.variants] } }];
  },
  evolve: () => ({ uploaded: true }),
};
