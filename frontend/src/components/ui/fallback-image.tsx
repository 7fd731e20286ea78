import { useState } from 'react';
import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { responsiveImage } from '../../lib/media/responsive-image';

/** Shown instead of any image that fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** The `<picture>` around an image with AVIF variants lays nothing out: the `<img>` is styled as without it. */
const PICTURE_STYLE: CSSProperties = { display: 'contents' };

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  /** Required: a description, or "" for a decorative image. */
  alt: string;
}

/**
 * The `sizes` of an image with variants: the caller's (the width its layout gives it), else the full
 * viewport. A lazy one is sized by its own layout width where the browser can (`auto`), since it loads after
 * layout; an eager one cannot be, so every image on the first screen should say its `sizes`.
 */
export function variantSizes(sizes: string | undefined, loading: 'lazy' | 'eager' | undefined): string {
  const given = sizes ?? '100vw';
  return loading === 'lazy' && !/^auto\b/.test(given) ? `auto, ${given}` : given;
}

/**
 * An image that falls back to the placeholder when its file is missing or broken. Uploaded images come
 * with their smaller WebP variants as `srcSet`, and those with AVIF variants in a `<picture>` that offers
 * the AVIF ones first (lib/media/responsive-image.ts). Callers reserve the image's box (an aspect ratio or
 * a size in their CSS), so nothing moves when it arrives.
 */
export function FallbackImage({
  src,
  alt,
  loading = 'lazy',
  decoding = 'async',
  sizes,
  ...rest
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src || PLACEHOLDER_IMAGE;
  const failed = failedSrc === wanted;
  const responsive = failed ? undefined : responsiveImage(wanted);
  const shown = failed ? PLACEHOLDER_IMAGE : (responsive?.src ?? wanted);
  const chosenSizes = responsive?.srcSet ? variantSizes(sizes, loading) : sizes;
  const image = (
    <img
      src={shown}
      srcSet={responsive?.srcSet}
      sizes={chosenSizes}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (!failed && wanted !== PLACEHOLDER_IMAGE) setFailedSrc(wanted);
      }}
      {...rest}
    />
  );
  if (!responsive?.avifSrcSet) return image;
  return (
    <picture style={PICTURE_STYLE}>
      <source type="image/avif" srcSet={responsive.avifSrcSet} sizes={chosenSizes} />
      {image}
    </picture>
  );
}
