import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/status-message';

/**
 * A tab with nothing in it yet (favorites, saved searches, appointments, messages): it says so and points to where
 * to start.
 */
export function EmptyTab({
  name,
  to,
}: {
  name: 'favorites' | 'searches' | 'appointments' | 'messages';
  to: string;
}) {
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
