import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageIntro } from '../../../components/ui/page-intro';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { formatMonth } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { useNewsList } from '../api/newsletter-admin';
import { LetterPreview } from '../components/letter-preview';
import { NewsEditor } from '../components/news-editor';
import styles from '../components/newsletter.module.css';

/** The months staff write for: the coming letter's and the two after it. */
function monthsFrom(month: string): string[] {
  const [year, number] = month.split('-').map(Number);
  return [0, 1, 2].map((offset) => {
    const index = number - 1 + offset;
    return `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * /admin/newsletter (admins and owners): the agency's news for each month's letter (written in Spanish,
 * translated, reviewed per language, published) and the preview of the coming letter with its recipients.
 */
export default function NewsletterAdminPage() {
  const { t } = useTranslation(['newsletter', 'common']);
  useDocumentMeta(t('newsletter:admin.meta'), t('newsletter:admin.meta'), { noindex: true });
  const language = useLanguage();
  const news = useNewsList();
  const [selected, setSelected] = useState<string | 'new' | null>(null);

  if (news.isError) {
    return (
      <div className={styles.page}>
        <div className="container">
          <ErrorState
            headingLevel="h1"
            title={t('newsletter:admin.loadFailed')}
            message={t('newsletter:admin.failed')}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void news.refetch()}
          />
        </div>
      </div>
    );
  }
  if (!news.data) {
    return (
      <div className={styles.page}>
        <div className="container">
          <Skeleton height="30rem" />
        </div>
      </div>
    );
  }
  const { items, comingMonth } = news.data;
  const item = selected && selected !== 'new' ? (items.find((entry) => entry.id === selected) ?? null) : null;

  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro
          eyebrow={t('newsletter:admin.eyebrow')}
          title={t('newsletter:admin.title')}
          lead={t('newsletter:admin.lead', { month: formatMonth(comingMonth, language) })}
        />
        <div className={styles.layout}>
          <div className={styles.column}>
            <section className={styles.panel} aria-labelledby="news-list-title">
              <h2 id="news-list-title">{t('newsletter:admin.listTitle')}</h2>
              {items.length === 0 ? <p className={styles.meta}>{t('newsletter:admin.empty')}</p> : null}
              <ul className={styles.list}>
                {items.map((entry) => (
                  <li key={entry.id} className={styles.item}>
                    <div>
                      <span className={styles.itemTitle}>{entry.title.es}</span>
                      <p className={styles.meta}>
                        {formatMonth(entry.month, language, { capitalized: true })} ·{' '}
                        {t(
                          entry.published
                            ? 'newsletter:admin.status.published'
                            : 'newsletter:admin.status.draft',
                        )}
                      </p>
                    </div>
                    <div className={styles.actions}>
                      {entry.published ? <Badge>{t('newsletter:admin.status.published')}</Badge> : null}
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-pressed={selected === entry.id}
                        onClick={() => setSelected(entry.id)}
                      >
                        {t('newsletter:admin.actions.edit')}
                        <span className="visually-hidden">: {entry.title.es}</span>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <div className={styles.actions}>
                <Button onClick={() => setSelected('new')}>{t('newsletter:admin.actions.new')}</Button>
              </div>
            </section>
            {selected ? (
              <NewsEditor
                key={item ? item.id : 'new'}
                item={item}
                defaultMonth={comingMonth}
                onCreated={(id) => setSelected(id)}
              />
            ) : null}
          </div>
          <LetterPreview months={monthsFrom(comingMonth)} />
        </div>
      </div>
    </div>
  );
}
