import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { ExpandIcon } from '../../../components/ui/icons';
import type { CatalogueImage } from '../../../lib/api/types';
import { useContentLang, useLocalize } from '../../../lib/i18n/localize';
import { PropertyLightbox } from './property-lightbox';
import { GalleryArrows } from './gallery-arrows';
import styles from './property-gallery.module.css';

/**
 * The photographs of a property: a large image with previous/next buttons, and thumbnails that open the
 * full-size lightbox on their image.
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
                <FallbackImage src={image.url} alt="" />
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
