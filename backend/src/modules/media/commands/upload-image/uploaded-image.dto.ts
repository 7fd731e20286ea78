import { ApiProperty } from '@nestjs/swagger';
import { variantUrl } from '../../domain/image-rules';
import type { UploadedImage } from './upload-image.command';

export class UploadedImageVariantDto {
  @ApiProperty({ example: 960 }) width: number;
  @ApiProperty({ example: '/media/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b/960.webp' }) url: string;
}

/** An uploaded image: `url` is its largest variant, the one to store in a catalogue record. */
export class UploadedImageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '/media/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b/1600.webp' }) url: string;
  @ApiProperty({ description: 'Width of the original in pixels, upright' }) width: number;
  @ApiProperty({ description: 'Height of the original in pixels, upright' }) height: number;
  @ApiProperty({ type: [UploadedImageVariantDto], description: 'WebP variants, narrowest first' })
  variants: UploadedImageVariantDto[];
}

export function toUploadedImageDto(image: UploadedImage): UploadedImageDto {
  const variants = image.variants.map(({ width }) => ({ width, url: variantUrl(image.imageId, width) }));
  return {
    id: image.imageId,
    url: variants[variants.length - 1].url,
    width: image.width,
    height: image.height,
    variants,
  };
}
