import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../components/ui/icons';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/auth/session';
import { useFavoriteChange, useFavoriteIds, usePendingFavorite } from './favorites-api';
import { useFavoriteErrorText } from './favorite-errors';
import { setVisitorFavorite, useVisitorFavorites } from './visitor-favorites';
import styles from './favorite-button.module.css';

export interface FavoriteButtonProps {
  propertyId: string;
  /** id of the property's title, so the button is announced with the property it concerns. */
  describedBy?: string;
  /** `icon`: a round heart over a card's photo; `labelled`: the heart and its words (the property page). */
  variant?: 'icon' | 'labelled';
  className?: string;
}

/**
 * The heart that saves a property in the favorites: the account's for a signed-in client (the change
 * shows at once and goes back if the API refuses it), this browser's for a visitor until they sign in.
 * The server's page shows it not pressed; the browser's stored choice follows on hydration.
 */
export function FavoriteButton({
  propertyId,
  describedBy,
  variant = 'icon',
  className,
}: FavoriteButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const signedIn = useSession().status === 'authenticated';
  const visitorFavorites = useVisitorFavorites();
  const accountFavorites = useFavoriteIds(signedIn);
  const pending = usePendingFavorite(propertyId);
  const change = useFavoriteChange();
  const errorText = useFavoriteErrorText();

  const pressed = signedIn
    ? (pending ?? accountFavorites.data?.has(propertyId) ?? false)
    : visitorFavorites.some((favorite) => favorite.propertyId === propertyId);
  const label = pressed ? t('favorites.remove') : t('favorites.add');

  const toggle = () => {
    if (!signedIn) {
      if (!setVisitorFavorite(propertyId, !pressed)) toast.show(errorText('limit'), 'error');
      return;
    }
    // Each refusal is told, however quickly the heart was pressed again (mutate's callbacks follow the last).
    change.mutateAsync({ propertyId, saved: !pressed }).catch((error: unknown) => {
      toast.show(errorText(error), 'error');
    });
  };

  return (
    <button
      type="button"
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={variant === 'icon' ? label : undefined}
      aria-describedby={describedBy}
      onClick={toggle}
    >
      <HeartIcon size={variant === 'icon' ? 22 : 20} className={styles.heart} />
      {variant === 'labelled' ? <span>{label}</span> : null}
    </button>
  );
}
