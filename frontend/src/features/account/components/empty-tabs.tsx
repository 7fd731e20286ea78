import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/status-message';

/**
 * Favorites, saved searches and appointments: nothing is stored for a new account, so each says so and
 * points to where to start.
 */
function EmptyTab({ name, to }: { name: 'favorites' | 'searches' | 'appointments'; to: string }) {
  const { t } = useTranslation('account');
  return (
    <EmptyState
      title={t(`${name}.empty.title`)}
      message={t(`${name}.empty.message`)}
      actions={
        <Link to={to} className={buttonClass()}>
          {t(`${name}.empty.action`)}
        </Link>
      }
    />
  );
}

export const FavoritesTab = () => <EmptyTab name="favorites" to="/properties" />;
export const SearchesTab = () => <EmptyTab name="searches" to="/properties" />;
export const AppointmentsTab = () => <EmptyTab name="appointments" to="/contact" />;
