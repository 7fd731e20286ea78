import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { responsiveSrcSet } from '../../lib/media/responsive-image';

/** Shown instead of any image that fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  /** Required: a description, or "" for a decorative image. */
  alt: string;
}

/**
 * An image that falls back to the placeholder when its file is missing or broken. Uploaded images come
 * with their smaller WebP variants as `srcSet`; a lazy one is sized by its own layout width
 * (`sizes="auto"`, the full viewport where a browser does not support it yet).
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
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  const srcSet = shown === wanted ? responsiveSrcSet(wanted) : undefined;
  return (
    <img
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? (loading === 'lazy' ? 'auto, 100vw' : '100vw')) : sizes}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(wanted);
      }}
      {...rest}
    />
  );
}
