import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { pageCount } from '../../../components/ui/pagination';
import type { UserListQuery, UserStatus } from '../../../lib/api/types';
import { useSession } from '../../../lib/auth/session';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format/format';
import { useDebouncedSearch } from '../../../lib/hooks/use-debounced-search';
import { useListAddress } from '../../../lib/hooks/use-list-address';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { AdminListResults } from '../../../widgets/admin-list/admin-list-results';
import { USERS_PAGE_SIZE, useUsers } from '../api/list-users';
import { ROLES, fullName, isRole, useAccountChange } from '../components/account-change';
import styles from '../components/admin.module.css';

const STATUSES: readonly UserStatus[] = ['active', 'disabled'];

const isStatus = (value: unknown): value is UserStatus => STATUSES.includes(value as UserStatus);

/** The list's filters live in the address (`?q=&role=&status=&page=`), so a view can be reloaded or shared. */
function useFilters() {
  const { params, update } = useListAddress<'q' | 'role' | 'status'>();
  const role = params.get('role');
  const status = params.get('status');
  const page = Number(params.get('page'));
  const query: UserListQuery = {
    search: params.get('q') ?? undefined,
    role: isRole(role) ? role : undefined,
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: USERS_PAGE_SIZE,
  };
  return { query, update };
}

/**
 * /owner/users (owners): list and search the accounts, change a role, disable or re-enable an account,
 * each after a confirmation. An owner cannot change or disable their own account here.
 */
export default function UsersPage() {
  const { t } = useTranslation(['admin', 'common']);
  useDocumentMeta(t('admin:users.meta.title'), t('admin:users.meta.description'));
  const language = useLanguage();
  const session = useSession();
  const { query, update } = useFilters();
  const users = useUsers(query);
  const { open, busy, dialog, roleName } = useAccountChange();

  const [search, setSearch] = useDebouncedSearch(query.search ?? '', (q) => update({ q }));

  const data = users.data;

  const results = (
    <AdminListResults
      query={users}
      isEmpty={(list) => list.items.length === 0}
      texts={{ loading: t('admin:users.loading'), failed: t('admin:users.failed') }}
      empty={{ title: t('admin:users.empty.title'), message: t('admin:users.empty.message') }}
      pagination={(list) => {
        const pages = pageCount(list.total, list.pageSize);
        return {
          page: list.page,
          pages,
          label: t('admin:users.pagination.label'),
          previousLabel: t('admin:users.pagination.previous'),
          nextLabel: t('admin:users.pagination.next'),
          positionLabel: t('admin:users.pagination.position', { page: list.page, pages }),
          onPageChange: (page) => update({ page }),
        };
      }}
    >
      {(list) => (
        <div
          className={styles.tableWrap}
          role="region"
          aria-labelledby="users-caption"
          tabIndex={0}
          aria-busy={users.isFetching}
        >
          <table className={styles.table}>
            <caption id="users-caption" className="visually-hidden">
              {t('admin:users.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('admin:users.columns.name')}</th>
                <th scope="col">{t('admin:users.columns.email')}</th>
                <th scope="col">{t('admin:users.columns.role')}</th>
                <th scope="col">{t('admin:users.columns.status')}</th>
                <th scope="col">{t('admin:users.columns.registered')}</th>
                <th scope="col">{t('admin:users.columns.lastSignIn')}</th>
                <th scope="col">{t('admin:users.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((user) => {
                const self = user.id === session.user?.id;
                const name = fullName(user);
                return (
                  <tr key={user.id} data-user-id={user.id}>
                    <th scope="row">
                      <span className={styles.name}>
                        <Link to={`/admin/users/${user.id}`}>{name}</Link>
                        {user.displayName ? <span className={styles.you}>{user.displayName}</span> : null}
                        {self ? <span className={styles.you}>{t('admin:users.you')}</span> : null}
                      </span>
                    </th>
                    <td className={styles.email}>{user.email}</td>
                    <td>
                      <select
                        className={styles.roleSelect}
                        aria-label={t('admin:users.roleOf', { name })}
                        value={user.role}
                        disabled={self || busy}
                        title={self ? t('admin:users.ownAccount') : undefined}
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
                      </select>
                    </td>
                    <td>
                      <Badge tone={user.status === 'active' ? 'sand' : 'danger'}>
                        {t(`admin:users.status.${user.status}`)}
                      </Badge>
                    </td>
                    <td className={styles.nowrap}>{formatDate(user.registeredAt, language)}</td>
                    <td className={styles.nowrap}>
                      {user.lastSignInAt
                        ? formatDateTime(user.lastSignInAt, language)
                        : t('admin:users.never')}
                    </td>
                    <td>
                      {self ? null : user.status === 'active' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={busy}
                          aria-label={t('admin:users.disableLabel', { name })}
                          onClick={() => open({ kind: 'status', user, enabled: false })}
                        >
                          {t('admin:users.disable')}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          disabled={busy}
                          aria-label={t('admin:users.enableLabel', { name })}
                          onClick={() => open({ kind: 'status', user, enabled: true })}
                        >
                          {t('admin:users.enable')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </AdminListResults>
  );

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro
          eyebrow={t('admin:users.eyebrow')}
          title={t('admin:users.title')}
          lead={t('admin:users.lead')}
        />
        <section className={styles.section}>
          <h2 className="visually-hidden">{t('admin:users.listHeading')}</h2>
          <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
            <TextField
              label={t('admin:users.filters.search')}
              name="q"
              type="search"
              placeholder={t('admin:users.filters.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField
              label={t('admin:users.filters.role')}
              name="role"
              value={query.role ?? ''}
              onChange={(event) => update({ role: event.target.value, q: search.trim() })}
            >
              <option value="">{t('admin:users.filters.allRoles')}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleName(role)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('admin:users.filters.status')}
              name="status"
              value={query.status ?? ''}
              onChange={(event) => update({ status: event.target.value, q: search.trim() })}
            >
              <option value="">{t('admin:users.filters.allStatuses')}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin:users.status.${status}`)}
                </option>
              ))}
            </SelectField>
          </form>
          {data ? (
            <p className={styles.summary} role="status">
              {t('admin:users.found', { total: formatNumber(data.total, language) })}
            </p>
          ) : null}
          {results}
        </section>
      </div>
      {dialog}
    </div>
  );
}
