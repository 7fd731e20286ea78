import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/status-message';
import { useDocumentMeta } from '../../lib/seo/use-document-meta';
import { useSession } from '../../lib/auth/session';
import type { Role } from '../../lib/auth/session';
import { RequireAuth } from './require-auth';

/** 'Acceso Denegado - No tienes permisos para acceder a esta sección.' (spec section 2), translated. */
function AccessDenied() {
  const { t } = useTranslation();
  useDocumentMeta(t('guards.deniedTitle'), t('guards.deniedMessage'));
  return (
    <div className="container section">
      <ErrorState
        headingLevel="h1"
        title={t('guards.deniedTitle')}
        message={t('guards.deniedMessage')}
        actions={
          <>
            <Link to="/dashboard" className={buttonClass()}>
              {t('account.menu.dashboard')}
            </Link>
            <Link to="/" className={buttonClass({ variant: 'secondary' })}>
              {t('actions.backHome')}
            </Link>
          </>
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

/**
 * Route guard for staff pages: signed-in accounts of these roles. Others see 'Access denied'. The API
 * checks the role again on every call: this guard only spares people a screen they cannot use.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  return (
    <RequireAuth>
      <RoleCheck roles={roles}>{children}</RoleCheck>
    </RequireAuth>
  );
}
