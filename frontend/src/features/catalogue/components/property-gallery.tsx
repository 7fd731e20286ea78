import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { ExpandIcon } from '../../../components/ui/icons';
import type { CatalogueImage } from '../../../lib/api/types';
import { useContentLang, useLocalize } from '../../../lib/i18n/localize';
import { imagePreload, type ImagePreload } from '../../../lib/media/responsive-image';
import { PropertyLightbox } from './property-lightbox';
import { GalleryArrows } from './gallery-arrows';
import styles from './property-gallery.module.css';

/**
 * How wide the gallery's large image is, as `sizes`: the page's container across (78rem at most, gutters of
 * clamp(1.25rem, 0.5rem + 3vw, 3rem), so 94vw - 1rem on most screens).
 */
const GALLERY_STAGE_SIZES = '(min-width: 84rem) 78rem, calc(94vw - 1rem)';

/** A thumbnail's width (`.thumb` in property-gallery.module.css). */
const THUMB_SIZES = '6.5rem';

/**
 * The preload of the gallery's first image, the property page's largest paint: the same candidates and
 * sizes the large image offers, so the browser fetches it once, before anything else the page finds.
 */
export function galleryCoverPreload(images: readonly CatalogueImage[]): ImagePreload | undefined {
  const cover = images[0];
  return cover ? imagePreload(cover.url, GALLERY_STAGE_SIZES) : undefined;
}

/**
 * The photographs of a property: a large image with previous/next buttons, and thumbnails that open the
 * full-size lightbox on their image. The large image is the page's largest paint: fetched first, at high
 * priority, and preloaded by the page's head (`galleryCoverPreload`); the thumbnails wait until they are
 * near the viewport.
 */
export function PropertyGallery({ images, title }: { images: CatalogueImage[]; title: string }) {
  const { t } = useTranslation('catalogue');
  const localize = useLocalize();
  const contentLang = useContentLang();
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (next: number) => setIndex((next + count) % count);
  const moveLightbox = useCallback((next: number) => {
    setLightbox(next);
    setIndex(next);
  }, []);
  const closeLightbox = useCallback(() => setLightbox(null), []);

  return (
    <section className={styles.gallery} aria-label={t('property.gallery.label', { title })}>
      <div className={styles.stage}>
        <FallbackImage
          src={current?.url}
          alt={localize(current?.alt)}
          lang={contentLang(current?.alt)}
          sizes={GALLERY_STAGE_SIZES}
          loading="eager"
          fetchPriority="high"
        />
        {count > 0 ? (
          <button type="button" className={styles.expand} onClick={() => setLightbox(index)}>
            <ExpandIcon size={18} />
            <span>{t('property.gallery.fullscreen')}</span>
          </button>
        ) : null}
        {count > 1 ? (
          <>
            <GalleryArrows onPrevious={() => go(index - 1)} onNext={() => go(index + 1)} />
            <p className={styles.counter} aria-live="polite">
              {t('property.gallery.counter', { current: index + 1, total: count })}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, position) => (
            <li key={image.url + position}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t('property.gallery.open', { current: position + 1, total: count })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => moveLightbox(position)}
              >
                <FallbackImage src={image.url} alt="" sizes={THUMB_SIZES} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PropertyLightbox
        images={images}
        title={t('property.gallery.label', { title })}
        index={lightbox}
        onIndexChange={moveLightbox}
        onClose={closeLightbox}
      />
    </section>
  );
}
