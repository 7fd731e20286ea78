import type { Decider, DomainEvent } from '../../../platform/domain/decider';
import { DomainError } from '../../../platform/domain/domain-error';

export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/gif';

/** One WebP file of the image at one width. */
export interface ImageVariant {
  width: number;
  height: number;
  bytes: number;
}

/**
 * An image staff uploaded for the catalogue, once its WebP variants are on disk. It records what was
 * detected from the content, never the file's bytes nor anything of the original name but a display name.
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

export type UploadImage = ImageUploaded['data'];

export const MEDIA_IMAGE_EVENT_TYPES: readonly MediaImageEvent['type'][] = ['ImageUploaded'];

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
