import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InquiryListItem, StaffMember } from '../../../lib/api/types';
import { formatDateTime } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { InquiryStatusBadge } from './inquiry-status-badge';
import styles from './inquiries.module.css';

/** The inbox as cards, one per inquiry: who, about what, where it stands, who has it. */
export function InquiryList({ items, staff }: { items: InquiryListItem[]; staff: readonly StaffMember[] }) {
  const { t } = useTranslation(['adminInquiries', 'common']);
  const language = useLanguage();
  const staffName = (id: string | null) =>
    id ? (staff.find((member) => member.id === id)?.name ?? t('list.formerStaff')) : t('list.unassigned');

  return (
    <ul className={styles.list}>
      {items.map((inquiry) => (
        <li key={inquiry.id} className={`${styles.item} ${inquiry.status === 'new' ? styles.fresh : ''}`}>
          <div className={styles.itemHead}>
            <h3 className={styles.itemTitle}>
              <Link to={`/admin/inquiries/${inquiry.id}`}>{inquiry.subject ?? t('list.noSubject')}</Link>
            </h3>
            <InquiryStatusBadge status={inquiry.status} />
          </div>
          <p className={styles.excerpt}>{inquiry.excerpt ?? t('common:personErased')}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('list.from')}</dt>
              <dd>
                {inquiry.name === null
                  ? t('common:personErased')
                  : `${inquiry.name}${inquiry.email ? ` · ${inquiry.email}` : ''}`}
              </dd>
            </div>
            <div>
              <dt>{t('list.source')}</dt>
              <dd>{t(`source.${inquiry.source}`)}</dd>
            </div>
            <div>
              <dt>{t('list.assignee')}</dt>
              <dd>{staffName(inquiry.assigneeId)}</dd>
            </div>
            <div>
              <dt>{t('list.sentAt')}</dt>
              <dd>
                <time dateTime={inquiry.sentAt}>{formatDateTime(inquiry.sentAt, language)}</time>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
