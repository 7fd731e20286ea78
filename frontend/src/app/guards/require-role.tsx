import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/status-message';
import { useSession } from '../../lib/auth/session';
import type { Role } from '../../lib/auth/session';
import { RequireAuth } from './require-auth';

function AccessDenied() {
  const { t } = useTranslation();
  return (
    <div className="container section">
      <ErrorState
        headingLevel="h1"
        title={t('guards.deniedTitle')}
        message={t('guards.deniedMessage')}
        actions={
          <Link to="/" className={buttonClass({ variant: 'secondary' })}>
            {t('actions.backHome')}
          </Link>
        }
      />
    </div>
  );
}

function RoleCheck({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'authenticated' || !roles.includes(session.user.role)) return <AccessDenied />;
  return <>{children}</>;
}

/** Route guard for staff pages (admin, owner): others see 'Access denied'. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  return (
    <RequireAuth>
      <RoleCheck roles={roles}>{children}</RoleCheck>
    </RequireAuth>
  );
}
