import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToCompare, removeFromCompare, useComparedIds } from './compare-list';
import { CompareIcon } from '../../components/ui/icons';
import styles from './compare-button.module.css';

// Only a visitor who fills the comparison and asks for a fifth needs the dialog's code.
const ReplaceDialog = lazy(() => import('./compare-replace-dialog'));

export interface CompareButtonProps {
  propertyId: string;
  /** The property's title, named in the dialog that asks which one to replace. */
  title: string;
  /** id of the property's title, so the button is announced with the property it concerns. */
  describedBy?: string;
  /** `overlay`: a pill over a card's photo; `labelled`: beside the favorite button of the property page. */
  variant?: 'overlay' | 'labelled';
}

/**
 * Adds the property to the visitor's comparison, or takes it out (a toggle: aria-pressed). A fifth
 * property opens a dialog asking which of the four it replaces. The server's page shows it not pressed;
 * the browser's stored choice follows on hydration.
 */
export function CompareButton({ propertyId, title, describedBy, variant = 'overlay' }: CompareButtonProps) {
  const { t } = useTranslation();
  const pressed = useComparedIds().includes(propertyId);
  const [asking, setAsking] = useState(false);

  const toggle = () => {
    if (pressed) removeFromCompare(propertyId);
    else if (addToCompare(propertyId) === 'full') setAsking(true);
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles[variant]}`}
        aria-pressed={pressed}
        aria-describedby={describedBy}
        onClick={toggle}
      >
        <CompareIcon size={variant === 'overlay' ? 16 : 20} />
        <span>{pressed ? t('compare.button.added') : t('compare.button.add')}</span>
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <ReplaceDialog propertyId={propertyId} title={title} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
