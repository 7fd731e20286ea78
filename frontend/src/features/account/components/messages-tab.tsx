import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { ClientInquiry, InquiryStatus } from '../../../lib/api/types';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useMarkInquiryRead, useMyInquiries, useMyInquiry } from '../api/my-inquiries';
import { EmptyTab } from './empty-tabs';
import cards from './card-list.module.css';
import styles from './messages.module.css';

const STATUS_TONES: Record<InquiryStatus, BadgeTone> = {
  new: 'sand',
  in_progress: 'sand',
  answered: 'navy',
  closed: 'outline',
};

function Failure({ error, title, onRetry }: { error: unknown; title: string; onRetry: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const description = describeApiError(error);
  return (
    <ErrorState
      title={title}
      message={description.apiMessage ?? t(`common:${description.key}`)}
      retryLabel={t('common:actions.retry')}
      onRetry={onRetry}
    />
  );
}

/** The message and the agency's replies; opening it marks the replies read. */
function Conversation({ inquiry, id }: { inquiry: ClientInquiry; id: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const detail = useMyInquiry(inquiry.id);
  const markRead = useMarkInquiryRead();
  const unread = detail.data?.unreadReplies ?? 0;
  const { mutate } = markRead;

  useEffect(() => {
    if (unread > 0) mutate(inquiry.id);
  }, [unread, inquiry.id, mutate]);

  if (detail.isPending) {
    return (
      <div id={id} role="status" aria-busy="true">
        <span className="visually-hidden">{t('messages.loadingConversation')}</span>
        <Skeleton variant="block" height="6rem" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div id={id}>
        <Failure
          error={detail.error}
          title={t('messages.conversationFailed')}
          onRetry={() => void detail.refetch()}
        />
      </div>
    );
  }
  return (
    <ol id={id} className={styles.conversation} aria-label={t('messages.conversation')}>
      <li className={styles.message}>
        <span className={styles.byline}>
          {t('messages.you')} · {formatDateTime(detail.data.sentAt, language)}
        </span>
        <p>{detail.data.message}</p>
      </li>
      {detail.data.replies.map((reply) => (
        <li key={reply.id} className={`${styles.message} ${styles.reply}`}>
          <span className={styles.byline}>
            {reply.author ? t('messages.replyBy', { name: reply.author }) : t('messages.agency')} ·{' '}
            {formatDateTime(reply.at, language)}
          </span>
          <p>{reply.message}</p>
        </li>
      ))}
      {detail.data.replies.length === 0 ? (
        <li className={styles.byline}>{t('messages.awaitingReply')}</li>
      ) : null}
    </ol>
  );
}

function InquiryCard({ inquiry }: { inquiry: ClientInquiry }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const conversationId = useId();
  const unread = inquiry.unreadReplies;

  return (
    <li className={`${cards.card} ${unread > 0 ? styles.unread : ''}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {inquiry.subject ?? t('messages.noSubject')}
        </h3>
        <Badge tone={STATUS_TONES[inquiry.status]}>{t(`messages.status.${inquiry.status}`)}</Badge>
      </div>
      <p className={styles.meta}>
        <span>{t('messages.sentOn', { date: formatDate(inquiry.sentAt, language) })}</span>
        {inquiry.propertyId ? (
          <Link to={`/property/${encodeURIComponent(inquiry.propertyId)}`}>{t('messages.property')}</Link>
        ) : null}
        {unread > 0 ? (
          <Badge tone="gold">{t('messages.unread', { count: formatNumber(unread, language) })}</Badge>
        ) : null}
      </p>
      {open ? null : <p className={styles.excerpt}>{inquiry.excerpt}</p>}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? conversationId : undefined}
          aria-describedby={titleId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('messages.hide') : t('messages.open')}
        </Button>
      </div>
      {open ? <Conversation inquiry={inquiry} id={conversationId} /> : null}
    </li>
  );
}

/**
 * The client's inquiries to the agency: where each stands and the agency's replies, the unread ones
 * marked; opening one marks its replies read. Inquiries sent before registering appear once the address
 * is verified.
 */
export function MessagesTab() {
  const { t } = useTranslation('account');
  const inquiries = useMyInquiries();

  if (inquiries.isPending) {
    return (
      <div className={cards.tab} role="status" aria-busy="true">
        <span className="visually-hidden">{t('messages.loading')}</span>
        <Skeleton variant="block" height="8rem" />
        <Skeleton variant="block" height="8rem" />
      </div>
    );
  }
  if (inquiries.isError) {
    return (
      <div className={cards.tab}>
        <Failure
          error={inquiries.error}
          title={t('messages.failed')}
          onRetry={() => void inquiries.refetch()}
        />
      </div>
    );
  }
  if (inquiries.data.length === 0) return <EmptyTab name="messages" to="/contact" />;
  return (
    <div className={cards.tab}>
      <h2 id="messages-heading" className="visually-hidden">
        {t('tabs.messages')}
      </h2>
      <p className={styles.meta}>{t('messages.intro')}</p>
      <ul className={cards.list} aria-labelledby="messages-heading">
        {inquiries.data.map((inquiry) => (
          <InquiryCard key={inquiry.id} inquiry={inquiry} />
        ))}
      </ul>
    </div>
  );
}
