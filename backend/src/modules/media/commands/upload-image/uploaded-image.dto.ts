import { ApiProperty } from '@nestjs/swagger';
import { variantUrl } from '../../domain/image-rules';
import { hasAvifVariants } from '../../domain/media-image';
import type { UploadedImage } from './upload-image.command';

export class UploadedImageVariantDto {
  @ApiProperty({ example: 960 }) width: number;
  @ApiProperty({ example: '/media/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b/960.webp' }) url: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/media/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b/960.avif',
    description: 'The AVIF variant at this width; null when the image has none (its AVIF would be larger)',
  })
  avifUrl: string | null;
}

/**
 * An uploaded image: `url` is its largest variant, the one to store in a catalogue record. It names the AVIF
 * one when the image has AVIF variants (at every width), the WebP one otherwise: the site reads from that
 * address which formats it may offer (frontend/src/lib/media/responsive-image.ts).
 */
export class UploadedImageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    example: '/media/uploads/0b6f2a9e-3c1d-4e5f-8a7b-9c0d1e2f3a4b/1600.avif',
    description:
      'The largest variant, to store in a catalogue record: `.avif` when the image has AVIF variants beside ' +
      'its WebP ones, `.webp` otherwise',
  })
  url: string;
  @ApiProperty({ description: 'Width of the original in pixels, upright' }) width: number;
  @ApiProperty({ description: 'Height of the original in pixels, upright' }) height: number;
  @ApiProperty({
    type: [UploadedImageVariantDto],
    description: 'The variants, narrowest first: WebP, with AVIF where the image has it',
  })
  variants: UploadedImageVariantDto[];
}

export function toUploadedImageDto(image: UploadedImage): UploadedImageDto {
  const variants = image.variants.map(({ width, avifBytes }) => ({
    width,
    url: variantUrl(image.imageId, width),
    avifUrl: avifBytes === null ? null : variantUrl(image.imageId, width, 'avif'),
  }));
  const largest = variants[variants.length - 1];
  return {
    id: image.imageId,
    url: hasAvifVariants(image.variants) ? (largest.avifUrl as string) : largest.url,
    width: image.width,
    height: image.height,
    variants,
  };
}
