import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FallbackImage } from '../../components/ui/fallback-image';
import { CloseIcon, CompareIcon } from '../../components/ui/icons';
import { useLocalize } from '../../lib/i18n/localize';
import { useComparison } from './compare-api';
import { COMPARE_LIMIT, compareHref, removeFromCompare, setCompared, useComparedIds } from './compare-list';
import styles from './compare-tray.module.css';

/** Keeps the end of the page (the footer's last lines) above the tray, which is fixed over it. */
function useSpaceBelowThePage(tray: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = tray.current;
    if (!element) return;
    const body = document.body;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, [tray]);
}

/**
 * The bar at the foot of every public page while the visitor has chosen properties to compare: each one
 * (its photo and title, a button to take it out), the link to the comparison and a button to empty it.
 */
export default function CompareTray() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const ids = useComparedIds();
  const comparison = useComparison(ids);
  const tray = useRef<HTMLElement>(null);
  useSpaceBelowThePage(tray);
  const items = new Map(comparison.data?.items.map((item) => [item.id, item]));
  const unavailable = new Set(comparison.data?.unavailable);

  return (
    <aside ref={tray} className={styles.tray} aria-label={t('compare.tray.label')}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.heading}>
          <CompareIcon size={20} />
          <span>{t('compare.tray.count', { count: ids.length, max: COMPARE_LIMIT })}</span>
        </p>
        <ul className={styles.items}>
          {ids.map((id) => {
            const item = items.get(id);
            const title = item
              ? localize(item.title)
              : unavailable.has(id)
                ? t('compare.tray.unavailable')
                : t('compare.loading');
            return (
              <li key={id} className={styles.item}>
                <FallbackImage
                  src={item?.coverImage?.url}
                  alt=""
                  className={styles.thumbnail}
                  width={56}
                  height={42}
                />
                <span className={styles.title}>{title}</span>
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('compare.tray.remove', { title })}
                  onClick={() => removeFromCompare(id)}
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            );
          })}
        </ul>
        <div className={styles.actions}>
          <Link className={styles.open} to={compareHref(ids)}>
            {t('compare.tray.open', { count: ids.length })}
          </Link>
          <button type="button" className={styles.clear} onClick={() => setCompared([])}>
            {t('compare.tray.clear')}
          </button>
        </div>
      </div>
    </aside>
  );
}
