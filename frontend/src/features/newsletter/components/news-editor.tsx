import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api/api-client';
import { useNewsAction, type NewsAction, type NewsItem, type NewsLanguage } from '../api/newsletter-admin';
import styles from './newsletter.module.css';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function useActionError() {
  const { t } = useTranslation(['newsletter', 'common']);
  return (error: unknown) =>
    isApiError(error) && error.status >= 400 && error.status < 500 && error.message
      ? error.message
      : t('newsletter:admin.failed');
}

/** One translated language of an item: its texts, who translated them, and the reviewer's approval. */
function LanguageFields({ item, language }: { item: NewsItem; language: NewsLanguage }) {
  const { t } = useTranslation(['newsletter']);
  const action = useNewsAction();
  const errorText = useActionError();
  const state = item.languages.find((entry) => entry.language === language)!;
  const [title, setTitle] = useState(item.title[language] ?? '');
  const [body, setBody] = useState(item.body[language] ?? '');
  const run = (change: NewsAction) =>
    action.mutate(change, {
      onSuccess: (answer) => {
        const next = answer as NewsItem;
        setTitle(next.title[language] ?? '');
        setBody(next.body[language] ?? '');
      },
    });
  const status = !state.translated
    ? t('newsletter:admin.translation.none')
    : [
        state.provider ? t('newsletter:admin.translation.machine') : t('newsletter:admin.translation.byHand'),
        state.reviewed
          ? t('newsletter:admin.translation.reviewed')
          : t('newsletter:admin.translation.toReview'),
      ].join(' · ');
  return (
    <fieldset className={styles.language}>
      <legend>{t(`newsletter:languages.${language}`)}</legend>
      <p className={styles.meta}>{status}</p>
      <TextField
        label={t('newsletter:admin.fields.title')}
        value={title}
        lang={language}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label={t('newsletter:admin.fields.body')}
        value={body}
        lang={language}
        rows={4}
        onChange={(event) => setBody(event.target.value)}
      />
      {action.isError ? <FormAlert tone="error" message={errorText(action.error)} /> : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          disabled={action.isPending}
          onClick={() => run({ type: 'machine', newsId: item.id, language })}
        >
          {t('newsletter:admin.actions.machine')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={action.isPending || !title.trim() || !body.trim()}
          onClick={() => run({ type: 'translate', newsId: item.id, language, body: { title, body } })}
        >
          {t('newsletter:admin.actions.saveTranslation')}
        </Button>
        <Button
          size="sm"
          disabled={action.isPending || !state.translated || state.reviewed}
          onClick={() => run({ type: 'review', newsId: item.id, language })}
        >
          {t('newsletter:admin.actions.review')}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * A news item's editor: the Spanish text and the month, then each other language's translation and review,
 * then publishing. A new item shows only the Spanish part until it is saved.
 */
export function NewsEditor({
  item,
  defaultMonth,
  onCreated,
}: {
  item: NewsItem | null;
  defaultMonth: string;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(['newsletter', 'common']);
  const action = useNewsAction();
  const errorText = useActionError();
  const [month, setMonth] = useState(item?.month ?? defaultMonth);
  const [title, setTitle] = useState(item?.title.es ?? '');
  const [body, setBody] = useState(item?.body.es ?? '');
  const [saved, setSaved] = useState(false);
  const monthError = MONTH.test(month) ? null : t('newsletter:admin.errors.month');

  const save = () => {
    setSaved(false);
    if (monthError || !title.trim() || !body.trim()) return;
    const text = { month, title, body };
    action.mutate(item ? { type: 'revise', newsId: item.id, body: text } : { type: 'write', body: text }, {
      onSuccess: (answer) => {
        setSaved(true);
        if (!item) onCreated((answer as { id: string }).id);
      },
    });
  };

  const unreviewed = item ? item.languages.filter((language) => !language.reviewed) : [];
  return (
    <section className={styles.panel} aria-labelledby="news-editor-title">
      <h2 id="news-editor-title">
        {item ? t('newsletter:admin.editTitle') : t('newsletter:admin.newTitle')}
      </h2>
      <TextField
        label={t('newsletter:admin.fields.month')}
        type="month"
        value={month}
        required
        error={monthError}
        hint={t('newsletter:admin.fields.monthHint')}
        onChange={(event) => setMonth(event.target.value)}
      />
      <TextField
        label={t('newsletter:admin.fields.titleEs')}
        value={title}
        required
        maxLength={160}
        lang="es"
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextAreaField
        label={t('newsletter:admin.fields.bodyEs')}
        value={body}
        required
        maxLength={4000}
        rows={6}
        lang="es"
        onChange={(event) => setBody(event.target.value)}
      />
      {action.isError ? <FormAlert tone="error" message={errorText(action.error)} /> : null}
      {saved ? <FormAlert tone="success" message={t('newsletter:admin.saved')} /> : null}
      <div className={styles.actions}>
        <Button disabled={action.isPending || !title.trim() || !body.trim()} onClick={save}>
          {t('newsletter:admin.actions.save')}
        </Button>
      </div>
      {item ? (
        <>
          <h3>{t('newsletter:admin.translationsTitle')}</h3>
          <p className={styles.meta}>{t('newsletter:admin.translationsHint')}</p>
          {item.languages.map((language) => (
            <LanguageFields
              key={`${item.id}-${language.language}`}
              item={item}
              language={language.language}
            />
          ))}
          <h3>{t('newsletter:admin.publishTitle')}</h3>
          <p className={styles.meta}>
            {item.published
              ? t('newsletter:admin.published')
              : unreviewed.length > 0
                ? t('newsletter:admin.needsReview', {
                    languages: unreviewed
                      .map((language) => t(`newsletter:languages.${language.language}`))
                      .join(', '),
                  })
                : t('newsletter:admin.readyToPublish')}
          </p>
          <div className={styles.actions}>
            {item.published ? (
              <Button
                variant="secondary"
                disabled={action.isPending}
                onClick={() => action.mutate({ type: 'unpublish', newsId: item.id })}
              >
                {t('newsletter:admin.actions.unpublish')}
              </Button>
            ) : (
              <Button
                disabled={action.isPending || unreviewed.length > 0}
                onClick={() => action.mutate({ type: 'publish', newsId: item.id })}
              >
                {t('newsletter:admin.actions.publish')}
              </Button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
