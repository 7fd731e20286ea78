import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import type { InquiryActivity, InquiryDetail } from '../../../lib/api/types';
import { formatDateTime } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import styles from './inquiries.module.css';

function Step({ step }: { step: InquiryActivity }) {
  const { t } = useTranslation(['adminInquiries', 'common']);
  const language = useLanguage();
  const when = <time dateTime={step.at}>{formatDateTime(step.at, language)}</time>;
  const who = step.actorName ?? t('thread.system');

  if (step.kind === 'reply' || step.kind === 'note') {
    const reply = step.kind === 'reply';
    return (
      <li className={`${styles.message} ${reply ? styles.reply : styles.note}`}>
        <div className={styles.byline}>
          <Badge tone={reply ? 'navy' : 'outline'}>{reply ? t('thread.reply') : t('thread.note')}</Badge>
          <span>
            {who} · {when}
          </span>
          {reply ? (
            <span>
              {step.readAt
                ? t('thread.readAt', { date: formatDateTime(step.readAt, language) })
                : t('thread.unread')}
            </span>
          ) : null}
        </div>
        <p>{step.text ?? t('common:personErased')}</p>
      </li>
    );
  }
  let text: string;
  if (step.kind === 'status' && step.toStatus) {
    text = t('thread.statusChanged', { who, status: t(`status.${step.toStatus}`) });
  } else if (step.kind === 'assignment') {
    text = step.assigneeName
      ? t('thread.assigned', { who, assignee: step.assigneeName })
      : t('thread.unassigned', { who });
  } else {
    text = t('thread.joined');
  }
  return (
    <li className={styles.event}>
      {text} · {when}
    </li>
  );
}

/** The client's message, then the replies, internal notes and history, oldest first. */
export function InquiryThread({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation(['adminInquiries', 'common']);
  const language = useLanguage();
  return (
    <ol className={styles.thread}>
      <li className={styles.message}>
        <div className={styles.byline}>
          <Badge tone="gold">{t('thread.inquiry')}</Badge>
          <span>
            {inquiry.name ?? t('common:personErased')} ·{' '}
            <time dateTime={inquiry.sentAt}>{formatDateTime(inquiry.sentAt, language)}</time>
          </span>
        </div>
        {inquiry.message === null ? (
          <p>{t('common:personErased')}</p>
        ) : (
          <p lang={inquiry.language}>{inquiry.message}</p>
        )}
      </li>
      {inquiry.activity.map((step) => (
        <Step key={step.id} step={step} />
      ))}
    </ol>
  );
}
