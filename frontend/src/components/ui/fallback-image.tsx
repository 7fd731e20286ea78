import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';

/** Shown instead of any image that fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  /** Required: a description, or "" for a decorative image. */
  alt: string;
}

/** An image that falls back to the placeholder when its file is missing or broken. */
export function FallbackImage({
  src,
  alt,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src || PLACEHOLDER_IMAGE;
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  return (
    <img
      src={shown}
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
