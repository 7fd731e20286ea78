import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { UserListItem } from '../../../lib/api/types';
import { useSession } from '../../../lib/auth/session';
import { formatDateTime } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useHandedOverCount } from '../api/export-user-data';
import { useUser } from '../api/get-user';
import { ROLES, fullName, isRole, useAccountChange } from '../components/account-change';
import { EraseUserAccount } from '../components/erase-user-account';
import { ExportUserData } from '../components/export-user-data';
import { ResetTwoFactor } from '../components/reset-two-factor';
import styles from '../components/admin.module.css';

function Facts({ user }: { user: UserListItem }) {
  const { t } = useTranslation(['admin', 'common']);
  const language = useLanguage();
  const facts: [string, ReactNode][] = [
    [t('admin:userDetail.facts.name'), fullName(user)],
    [t('admin:userDetail.facts.displayName'), user.displayName ?? t('admin:userDetail.facts.none')],
    [t('admin:userDetail.facts.email'), user.email],
    [t('admin:userDetail.facts.role'), t(`common:account.roles.${user.role}`)],
    [
      t('admin:userDetail.facts.status'),
      <Badge key="status" tone={user.status === 'active' ? 'sand' : 'danger'}>
        {t(`admin:users.status.${user.status}`)}
      </Badge>,
    ],
    [
      t('admin:userDetail.facts.verified'),
      user.emailVerified ? t('admin:userDetail.facts.yes') : t('admin:userDetail.facts.no'),
    ],
    [t('admin:userDetail.facts.registered'), formatDateTime(user.registeredAt, language)],
    [
      t('admin:userDetail.facts.lastSignIn'),
      user.lastSignInAt ? formatDateTime(user.lastSignInAt, language) : t('admin:users.never'),
    ],
  ];
  return (
    <section className={styles.detailPanel} aria-labelledby="user-facts">
      <h2 id="user-facts">{fullName(user)}</h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * What only owners may do with an account (the API refuses it to anyone else): change its role, disable
 * or re-enable it, each after a confirmation; download the copy of its data for the person's request, or
 * erase a client's account on their request. The owners' account actions belong in this section.
 */
function OwnerActions({ user }: { user: UserListItem }) {
  const { t } = useTranslation(['admin', 'common']);
  const { open, busy, dialog, roleName } = useAccountChange();
  const name = fullName(user);

  return (
    <section className={styles.detailPanel} aria-labelledby="user-owner-actions" data-owner-actions="">
      <h2 id="user-owner-actions">{t('admin:userDetail.ownerActions.heading')}</h2>
      <div className={styles.decisions}>
        <SelectField
          label={t('admin:userDetail.ownerActions.role')}
          name="role"
          value={user.role}
          disabled={busy}
          onChange={(event) => {
            if (isRole(event.target.value) && event.target.value !== user.role)
              open({ kind: 'role', user, role: event.target.value });
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleName(role)}
            </option>
          ))}
        </SelectField>
        {user.status === 'active' ? (
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => open({ kind: 'status', user, enabled: false })}
          >
            {t('admin:users.disableLabel', { name })}
          </Button>
        ) : (
          <Button size="sm" disabled={busy} onClick={() => open({ kind: 'status', user, enabled: true })}>
            {t('admin:users.enableLabel', { name })}
          </Button>
        )}
      </div>
      <ExportUserData user={user} />
      <ResetTwoFactor user={user} />
      <EraseUserAccount user={user} />
      {dialog}
    </section>
  );
}

export interface UserDetailPageProps {
  /** The account's history, composed in by the application. */
  renderHistory?: (userId: string, revision: string) => ReactNode;
}

/**
 * /admin/users/:id (admins and owners): an account's facts and history; for owners, at the end, the
 * actions on it (role, disable or re-enable), never on their own account.
 */
export default function UserDetailPage({ renderHistory }: UserDetailPageProps) {
  const { t } = useTranslation(['admin', 'common']);
  useDocumentMeta(t('admin:userDetail.meta.title'), t('admin:userDetail.meta.description'));
  const { id = '' } = useParams();
  const session = useSession();
  const user = useUser(id);
  // An owner's export is recorded in the account's history: the panel reads it again after each one.
  const handedOver = useHandedOverCount(id);
  const viewer = session.status === 'authenticated' ? session.user : null;
  const owner = viewer?.role === 'owner';

  let content;
  if (user.isPending) {
    content = <CardSkeletonGrid count={2} label={t('admin:userDetail.loading')} />;
  } else if (user.isError) {
    const description = describeApiError(user.error);
    content = (
      <ErrorState
        title={
          description.status === 404 || description.status === 400
            ? t('admin:userDetail.notFound')
            : t('admin:userDetail.failed')
        }
        message={description.apiMessage ?? t(`common:${description.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void user.refetch()}
      />
    );
  } else {
    const data = user.data;
    content = (
      <div className={styles.detailGrid}>
        <div className={styles.detailSide}>
          <Facts user={data} />
          {renderHistory?.(data.id, `${data.role}-${data.status}-${data.emailVerified}-${handedOver}`)}
        </div>
        <div className={styles.detailSide}>
          {owner && data.id !== viewer?.id ? <OwnerActions user={data} /> : null}
          {owner && data.id === viewer?.id ? (
            <p className={styles.summary}>{t('admin:users.ownAccount')}</p>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className="container">
        <BackLink to={owner ? '/owner/users' : '/admin/dashboard'}>
          {owner ? t('admin:userDetail.backToUsers') : t('admin:userDetail.backToDashboard')}
        </BackLink>
        <PageIntro eyebrow={t('admin:userDetail.eyebrow')} title={t('admin:userDetail.meta.title')} />
        {content}
      </div>
    </div>
  );
}
