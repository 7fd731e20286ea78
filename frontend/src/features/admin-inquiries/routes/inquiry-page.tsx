import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { InquiryDetail, InquiryStatus } from '../../../lib/api/types';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useStaff } from '../../../widgets/staff/staff-api';
import { assignInquiry, changeInquiryStatus, useInquiryChange } from '../api/change-inquiry';
import { useInquiry } from '../api/get-inquiry';
import { NoteForm, ReplyForm } from '../components/inquiry-forms';
import { InquiryStatusBadge } from '../components/inquiry-status-badge';
import { InquiryThread } from '../components/inquiry-thread';
import styles from '../components/inquiries.module.css';

/** The words of a status button (staff set only these two by hand): reopening a closed inquiry says so. */
const actionKey = (from: InquiryStatus, to: InquiryStatus) =>
  from === 'closed' ? 'reopen' : to === 'closed' ? 'close' : 'takeUp';

function StatusPanel({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['adminInquiries', 'common']);
  const toast = useToast();
  const staff = useStaff();
  const status = useInquiryChange('status', changeInquiryStatus);
  const assign = useInquiryChange('assign', assignInquiry);
  const failed = (error: unknown) => {
    const description = describeApiError(error);
    toast.show(description.apiMessage ?? t(`common:${description.key}`), 'error');
  };

  return (
    <aside className={styles.panel} aria-labelledby="inquiry-handling">
      <h2 id="inquiry-handling">{t('adminInquiries:detail.handling')}</h2>
      <div className={styles.byline}>
        {t('adminInquiries:detail.status')} <InquiryStatusBadge status={inquiry.status} />
      </div>
      {inquiry.nextStatuses.length > 0 ? (
        <div className={styles.actions}>
          {inquiry.nextStatuses.map((next) => (
            <Button
              key={next}
              size="sm"
              variant={next === 'closed' ? 'secondary' : 'primary'}
              disabled={status.isPending}
              onClick={() =>
                status.mutate(
                  { id: inquiry.id, status: next },
                  {
                    onSuccess: () =>
                      toast.show(
                        t('adminInquiries:detail.statusDone', { status: t(`adminInquiries:status.${next}`) }),
                        'success',
                      ),
                    onError: failed,
                  },
                )
              }
            >
              {t(`adminInquiries:detail.actions.${actionKey(inquiry.status, next)}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <SelectField
        label={t('adminInquiries:detail.assignee')}
        name="assigneeId"
        value={inquiry.assigneeId ?? ''}
        disabled={assign.isPending || staff.isPending}
        onChange={(event) =>
          assign.mutate(
            { id: inquiry.id, assigneeId: event.target.value || null },
            { onSuccess: () => toast.show(t('adminInquiries:detail.assigned'), 'success'), onError: failed },
          )
        }
      >
        <option value="">{t('adminInquiries:list.unassigned')}</option>
        {(staff.data ?? []).map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </SelectField>
      <dl className={styles.facts}>
        <div>
          <dt>{t('adminInquiries:detail.email')}</dt>
          <dd>
            {inquiry.email === null ? (
              t('common:personErased')
            ) : (
              <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
            )}
          </dd>
        </div>
        {inquiry.phone ? (
          <div>
            <dt>{t('adminInquiries:detail.phone')}</dt>
            <dd>
              <a href={`tel:${inquiry.phone.replace(/\s+/g, '')}`}>{inquiry.phone}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('adminInquiries:detail.language')}</dt>
          <dd>{t(`adminInquiries:languages.${inquiry.language}`)}</dd>
        </div>
        <div>
          <dt>{t('adminInquiries:list.source')}</dt>
          <dd>{t(`adminInquiries:source.${inquiry.source}`)}</dd>
        </div>
        <div>
          <dt>{t('adminInquiries:detail.account')}</dt>
          <dd>
            {inquiry.hasAccount ? t('adminInquiries:detail.client') : t('adminInquiries:detail.visitor')}
          </dd>
        </div>
      </dl>
      {inquiry.propertyId ? (
        <Link to={`/property/${encodeURIComponent(inquiry.propertyId)}`}>
          {t('adminInquiries:detail.property')}
        </Link>
      ) : null}
    </aside>
  );
}

/**
 * /admin/inquiries/:id (admins and owners): one inquiry with the client's message, the agency's replies and
 * internal notes, its history, and what staff do with it: move it on, give it to someone, note, reply.
 */
export interface InquiryPageProps {
  /** The inquiry's history (every change, field by field), composed in by the application. */
  renderHistory?: (inquiryId: string, revision: string) => ReactNode;
}

export default function InquiryPage({ renderHistory }: InquiryPageProps) {
  const { t } = useTranslation(['adminInquiries', 'common']);
  const toast = useToast();
  const { id = '' } = useParams();
  const inquiry = useInquiry(id);
  const subject = inquiry.data ? (inquiry.data.subject ?? t('adminInquiries:list.noSubject')) : '';
  useDocumentMeta(
    subject ? t('adminInquiries:detail.meta.title', { subject }) : t('adminInquiries:meta.title'),
    t('adminInquiries:meta.description'),
  );

  let body;
  if (inquiry.isPending) {
    body = (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">{t('adminInquiries:detail.loading')}</span>
        <Skeleton variant="block" height="20rem" />
      </div>
    );
  } else if (inquiry.isError) {
    const description = describeApiError(inquiry.error);
    body = (
      <ErrorState
        title={t('adminInquiries:detail.failed')}
        message={description.apiMessage ?? t(`common:${description.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void inquiry.refetch()}
      />
    );
  } else {
    const data = inquiry.data;
    body = (
      <div className={styles.detail}>
        <div className={styles.section}>
          <section aria-labelledby="inquiry-thread">
            <h2 id="inquiry-thread" className="visually-hidden">
              {t('adminInquiries:detail.thread')}
            </h2>
            <InquiryThread inquiry={data} />
          </section>
          <section className={styles.panel} aria-labelledby="inquiry-reply">
            <h2 id="inquiry-reply">{t('adminInquiries:detail.reply.heading')}</h2>
            {data.status === 'closed' ? (
              <p>{t('adminInquiries:detail.reply.closed')}</p>
            ) : (
              <ReplyForm
                inquiryId={data.id}
                onSent={() => toast.show(t('adminInquiries:detail.reply.sent'), 'success')}
              />
            )}
          </section>
          <section className={styles.panel} aria-labelledby="inquiry-note">
            <h2 id="inquiry-note">{t('adminInquiries:detail.note.heading')}</h2>
            <NoteForm
              inquiryId={data.id}
              onAdded={() => toast.show(t('adminInquiries:detail.note.added'), 'success')}
            />
          </section>
          {renderHistory?.(data.id, data.updatedAt)}
        </div>
        <StatusPanel inquiry={data} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className="container">
        <BackLink to="/admin/inquiries">{t('adminInquiries:detail.back')}</BackLink>
        <PageIntro
          eyebrow={t('adminInquiries:eyebrow')}
          title={subject || t('adminInquiries:detail.title')}
          lead={
            inquiry.data
              ? inquiry.data.name === null
                ? t('common:personErased')
                : t('adminInquiries:detail.lead', { name: inquiry.data.name })
              : undefined
          }
        />
        {body}
      </div>
    </div>
  );
}
