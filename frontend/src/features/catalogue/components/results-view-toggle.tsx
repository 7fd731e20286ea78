import { useTranslation } from 'react-i18next';
import { MapPinIcon } from '../../../components/ui/icons';
import styles from './results-view.module.css';

export type ResultsView = 'grid' | 'map';

/** `?view=map` shows the map; the grid is the page's default and needs no parameter. */
export function readResultsView(params: URLSearchParams): ResultsView {
  return params.get('view') === 'map' ? 'map' : 'grid';
}

/** Four tiles: the grid's sign where the toggle shows icons only (phones). */
function GridIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
    </svg>
  );
}

/**
 * Grid or map: two buttons, the pressed one the view shown. On a phone the words give way to icons (the
 * buttons keep them as their names), so the toggle shares the search's row and the first listing stays in
 * sight.
 */
export function ResultsViewToggle({
  view,
  onChange,
}: {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}) {
  const { t } = useTranslation('map');
  return (
    <div className={styles.toggle} role="group" aria-label={t('view.label')}>
      {(['grid', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={styles.toggleButton}
          aria-pressed={view === option}
          title={t(`view.${option}`)}
          onClick={() => onChange(option)}
        >
          <span className={styles.toggleIcon}>
            {option === 'grid' ? <GridIcon /> : <MapPinIcon size={18} />}
          </span>
          <span className={styles.toggleText}>{t(`view.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}
