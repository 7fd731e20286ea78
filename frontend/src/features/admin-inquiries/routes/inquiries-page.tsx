import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { pageCount } from '../../../components/ui/pagination';
import type { InquiryListQuery, InquirySource } from '../../../lib/api/types';
import { formatNumber } from '../../../lib/format/format';
import { useDebouncedSearch } from '../../../lib/hooks/use-debounced-search';
import { useListAddress } from '../../../lib/hooks/use-list-address';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { AdminListResults } from '../../../widgets/admin-list/admin-list-results';
import { useStaff } from '../../../widgets/staff/staff-api';
import { INQUIRIES_PAGE_SIZE, useInquiries } from '../api/list-inquiries';
import { InquiryList } from '../components/inquiry-list';
import { INQUIRY_STATUSES, isInquiryStatus } from '../components/inquiry-status-badge';
import styles from '../components/inquiries.module.css';

const SOURCES: readonly InquirySource[] = ['contact', 'property', 'booking'];
const UNASSIGNED = 'none';
const isSource = (value: unknown): value is InquirySource => SOURCES.includes(value as InquirySource);

type FilterKey = 'q' | 'status' | 'source' | 'assigneeId';

/** The search, filters and page live in the address (`?q=&status=&source=&assigneeId=&page=`). */
function useFilters() {
  const { params, update } = useListAddress<FilterKey>();
  const status = params.get('status');
  const source = params.get('source');
  const page = Number(params.get('page'));
  const query: InquiryListQuery = {
    q: params.get('q')?.trim() || undefined,
    status: isInquiryStatus(status) ? status : undefined,
    source: isSource(source) ? source : undefined,
    assigneeId: params.get('assigneeId') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: INQUIRIES_PAGE_SIZE,
  };
  return { query, update };
}

/**
 * /admin/inquiries (admins and owners): the agency's inbox. Every inquiry from the contact page, property
 * pages and booking requests, the latest first, searched by name, e-mail, subject or message and filtered by
 * status, source and who has it; each opens at its own address.
 */
export default function InquiriesPage() {
  const { t } = useTranslation(['adminInquiries', 'common']);
  useDocumentMeta(t('adminInquiries:meta.title'), t('adminInquiries:meta.description'));
  const language = useLanguage();
  const { query, update } = useFilters();
  const inquiries = useInquiries(query);
  const staff = useStaff();
  const [search, setSearch] = useDebouncedSearch(query.q ?? '', (q) => update({ q }));
  // A filter applies the search being typed with it; the other filters stay as they are.
  const filter = (key: Exclude<FilterKey, 'q'>, value: string) => update({ [key]: value, q: search.trim() });

  const data = inquiries.data;
  const filtering = Boolean(query.q || query.status || query.source || query.assigneeId);

  const results = (
    <AdminListResults
      query={inquiries}
      isEmpty={(list) => list.items.length === 0}
      texts={{ loading: t('adminInquiries:list.loading'), failed: t('adminInquiries:list.failed') }}
      empty={{
        title: t('adminInquiries:list.empty.title'),
        message: t('adminInquiries:list.empty.message'),
      }}
      noResults={
        filtering
          ? {
              title: t('adminInquiries:list.noResults.title'),
              message: t('adminInquiries:list.noResults.message'),
              clearLabel: t('adminInquiries:list.clearFilters'),
              onClear: () => {
                setSearch('');
                update({ q: '', status: '', source: '', assigneeId: '' });
              },
            }
          : undefined
      }
      pagination={(list) => {
        const pages = pageCount(list.total, list.pageSize);
        return {
          page: list.page,
          pages,
          label: t('adminInquiries:list.pagination.label'),
          previousLabel: t('adminInquiries:list.pagination.previous'),
          nextLabel: t('adminInquiries:list.pagination.next'),
          positionLabel: t('adminInquiries:list.pagination.position', { page: list.page, pages }),
          onPageChange: (page) => update({ page }),
        };
      }}
    >
      {(list) => <InquiryList items={list.items} staff={staff.data ?? []} />}
    </AdminListResults>
  );

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro
          eyebrow={t('adminInquiries:eyebrow')}
          title={t('adminInquiries:title')}
          lead={t('adminInquiries:lead')}
        />
        <section className={styles.section}>
          <h2 className="visually-hidden">{t('adminInquiries:list.heading')}</h2>
          <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
            <TextField
              label={t('adminInquiries:filters.search')}
              name="q"
              type="search"
              placeholder={t('adminInquiries:filters.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <SelectField
              label={t('adminInquiries:filters.status')}
              name="status"
              value={query.status ?? ''}
              onChange={(event) => filter('status', event.target.value)}
            >
              <option value="">{t('adminInquiries:filters.allStatuses')}</option>
              {INQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`adminInquiries:status.${status}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('adminInquiries:filters.source')}
              name="source"
              value={query.source ?? ''}
              onChange={(event) => filter('source', event.target.value)}
            >
              <option value="">{t('adminInquiries:filters.allSources')}</option>
              {SOURCES.map((source) => (
                <option key={source} value={source}>
                  {t(`adminInquiries:source.${source}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('adminInquiries:filters.assignee')}
              name="assigneeId"
              value={query.assigneeId ?? ''}
              onChange={(event) => filter('assigneeId', event.target.value)}
            >
              <option value="">{t('adminInquiries:filters.anyone')}</option>
              <option value={UNASSIGNED}>{t('adminInquiries:list.unassigned')}</option>
              {(staff.data ?? []).map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </SelectField>
          </form>
          {data ? (
            <p className={styles.summary} role="status">
              {t('adminInquiries:list.found', { total: formatNumber(data.total, language) })}
            </p>
          ) : null}
          {results}
        </section>
      </div>
    </div>
  );
}
