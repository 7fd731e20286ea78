import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FallbackImage } from '../../../components/ui/fallback-image';
import type { CatalogueImage } from '../../../lib/api/types';
import { useLocalize } from '../../../lib/i18n/localize';
import { GalleryArrows } from './gallery-arrows';
import styles from './property-gallery.module.css';

export interface PropertyLightboxProps {
  images: CatalogueImage[];
  title: string;
  /** The image shown, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The photographs full size in a modal dialog: Left and Right arrows (and the buttons) move, Escape
 * closes, and focus returns to the thumbnail that opened it (the dialog's own behaviour).
 */
export function PropertyLightbox({ images, title, index, onIndexChange, onClose }: PropertyLightboxProps) {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const localize = useLocalize();
  const open = index !== null;
  const count = images.length;
  const position = index ?? 0;
  const go = (next: number) => onIndexChange((next + count) % count);

  useEffect(() => {
    if (!open || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndexChange((position + 1) % count);
      else if (event.key === 'ArrowLeft') onIndexChange((position - 1 + count) % count);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, position, count, onIndexChange]);

  const image = images[position];
  const alt = localize(image?.alt);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={t('property.gallery.lightboxHint')}
      closeLabel={tc('actions.close')}
      size="xl"
    >
      <figure className={styles.lightbox}>
        <div className={styles.lightboxStage}>
          <FallbackImage key={image?.url} src={image?.url} alt={alt} />
          {count > 1 ? (
            <GalleryArrows onPrevious={() => go(position - 1)} onNext={() => go(position + 1)} />
          ) : null}
        </div>
        <figcaption className={styles.caption}>
          <span>{alt}</span>
          <span className={styles.captionCounter} aria-live="polite">
            {t('property.gallery.counter', { current: position + 1, total: count })}
          </span>
        </figcaption>
      </figure>
    </Dialog>
  );
}
