import { Command } from '@nestjs/cqrs';
import type { ImageVariant } from '../../domain/media-image';

export interface UploadedImage {
  imageId: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

export class UploadImageCommand extends Command<UploadedImage> {
  constructor(
    /** The uploaded file as received: checked by its content, never by name or declared type. */
    readonly bytes: Buffer,
    readonly displayName: string | null,
  ) {
    super();
  }
}
