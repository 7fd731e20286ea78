import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import styles from './property-gallery.module.css';

/** The previous/next buttons laid over a gallery image, on the page and in the lightbox. */
export function GalleryArrows({ onPrevious, onNext }: { onPrevious: () => void; onNext: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <>
      <button
        type="button"
        className={`${styles.nav} ${styles.prev}`}
        aria-label={t('property.gallery.previous')}
        onClick={onPrevious}
      >
        <ChevronLeftIcon size={22} />
      </button>
      <button
        type="button"
        className={`${styles.nav} ${styles.next}`}
        aria-label={t('property.gallery.next')}
        onClick={onNext}
      >
        <ChevronRightIcon size={22} />
      </button>
    </>
  );
}
