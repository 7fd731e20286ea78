import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { PageIntro } from '../../../components/ui/page-intro';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api/api-client';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { PurchaseCostRate, PurchaseCostRates } from '../../../lib/api/types';
import { formatDateTime } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { useDocumentMeta } from '../../../lib/seo/use-document-meta';
import { usePurchaseCostRates } from '../api/get-purchase-cost-rates';
import { useRevisePurchaseCostRates } from '../api/revise-purchase-cost-rates';
import { RATE_FIELDS, rowDraft, rowProblems, rowValue, type RowDraft, type RowProblem } from './rate-rows';
import styles from '../components/rates-admin.module.css';

function RatesForm({
  table,
  onReload,
  reloading,
}: {
  table: PurchaseCostRates;
  onReload: () => void;
  reloading: boolean;
}) {
  const { t } = useTranslation(['purchaseCosts', 'common']);
  const language = useLanguage();
  const [rows, setRows] = useState<RowDraft[]>(() => table.rates.map(rowDraft));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);
  const revise = useRevisePurchaseCostRates();
  const form = useRef<HTMLFormElement>(null);

  const errorOf = (index: number, field: string) =>
    clientErrors[`rates.${index}.${field}`] ?? serverErrors[`rates.${index}.${field}`] ?? null;

  const update = (index: number, field: keyof RowDraft, value: string) => {
    setSaved(false);
    setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  };

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = () => {
    const problems: Record<string, string> = {};
    rows.forEach((row, index) => {
      for (const [field, code] of Object.entries(rowProblems(row)) as [string, RowProblem][]) {
        problems[`rates.${index}.${field}`] = t(`admin.errors.${code}`);
      }
    });
    setClientErrors(problems);
    setServerErrors({});
    if (Object.keys(problems).length > 0) return focusFirstInvalid();
    revise.mutate(
      { expectedVersion: table.version, rates: rows.map(rowValue) as PurchaseCostRate[] },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) return setConflict(true);
          if (isApiError(error)) {
            setServerErrors(
              Object.fromEntries(error.details.map((detail) => [detail.field, detail.message])),
            );
            focusFirstInvalid();
          }
        },
      },
    );
  };

  const failure = revise.isError && !conflict ? describeApiError(revise.error) : null;
  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {conflict ? (
        <ConflictNotice
          texts={{
            title: t('admin.conflict.title'),
            message: t('admin.conflict.message'),
            reload: t('admin.conflict.reload'),
            reloading: t('admin.conflict.reloading'),
          }}
          reloading={reloading}
          onReload={onReload}
        />
      ) : null}
      {rows.map((row, index) => (
        <fieldset key={row.key} className={styles.row} data-rate={row.key}>
          <legend>{t(`admin.rows.${row.key}`)}</legend>
          {RATE_FIELDS[row.key].map((field) => (
            <TextField
              key={field}
              label={t(`admin.fields.${field}`)}
              name={`rates.${index}.${field}`}
              inputMode="decimal"
              value={row[field]}
              onChange={(event) => update(index, field, event.target.value)}
              error={errorOf(index, field)}
            />
          ))}
          <TextAreaField
            className={styles.wide}
            label={t('admin.fields.source')}
            name={`rates.${index}.source`}
            rows={2}
            value={row.source}
            onChange={(event) => update(index, 'source', event.target.value)}
            error={errorOf(index, 'source')}
            required
          />
          <TextField
            className={styles.wide}
            label={t('admin.fields.sourceUrl')}
            name={`rates.${index}.sourceUrl`}
            type="url"
            value={row.sourceUrl}
            onChange={(event) => update(index, 'sourceUrl', event.target.value)}
            error={errorOf(index, 'sourceUrl')}
            optionalLabel={t('common:form.optional')}
          />
          <TextField
            label={t('admin.fields.effectiveFrom')}
            name={`rates.${index}.effectiveFrom`}
            type="date"
            value={row.effectiveFrom}
            onChange={(event) => update(index, 'effectiveFrom', event.target.value)}
            error={errorOf(index, 'effectiveFrom')}
            required
          />
          <TextField
            label={t('admin.fields.reviewedOn')}
            name={`rates.${index}.reviewedOn`}
            type="date"
            value={row.reviewedOn}
            onChange={(event) => update(index, 'reviewedOn', event.target.value)}
            error={errorOf(index, 'reviewedOn')}
            required
          />
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button type="submit" disabled={revise.isPending}>
          {revise.isPending ? t('admin.saving') : t('admin.save')}
        </Button>
        <p className={styles.version}>
          {t('admin.version', {
            version: table.version,
            date: table.revisedAt ? formatDateTime(table.revisedAt, language) : '—',
          })}
        </p>
      </div>
      <div aria-live="polite">
        {saved ? <FormAlert tone="success" message={t('admin.saved')} /> : null}
        {failure && Object.keys(serverErrors).length === 0 ? (
          <FormAlert tone="error" message={failure.apiMessage ?? t(`common:${failure.key}`)} />
        ) : null}
        {Object.keys(serverErrors).length > 0 || Object.keys(clientErrors).length > 0 ? (
          <FormAlert tone="error" message={t('admin.checkFields')} />
        ) : null}
      </div>
    </form>
  );
}

/** /owner/purchase-costs (owners): the taxes and fees the public calculator uses, each with its source. */
export default function RatesAdminPage() {
  const { t } = useTranslation(['purchaseCosts', 'common']);
  useDocumentMeta(t('admin.meta.title'), t('admin.meta.description'));
  const rates = usePurchaseCostRates();
  const [formKey, setFormKey] = useState(0);
  const failure = rates.isError ? describeApiError(rates.error) : null;
  return (
    <div className={styles.page}>
      <div className="container">
        <PageIntro eyebrow={t('admin.eyebrow')} title={t('admin.title')} lead={t('admin.lead')} />
        {failure ? (
          <ErrorState
            title={t('failed')}
            message={failure.apiMessage ?? t(`common:${failure.key}`)}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void rates.refetch()}
          />
        ) : !rates.data ? (
          <div role="status">
            <span className="visually-hidden">{t('loading')}</span>
            <Skeleton variant="block" />
          </div>
        ) : (
          <RatesForm
            // A table reloaded after a conflict starts a fresh form; a saved one keeps the form as it is.
            key={formKey}
            table={rates.data}
            reloading={rates.isFetching}
            onReload={() => void rates.refetch().then(() => setFormKey((key) => key + 1))}
          />
        )}
      </div>
    </div>
  );
}
