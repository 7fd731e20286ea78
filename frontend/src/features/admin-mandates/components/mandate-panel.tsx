import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import type { Language, MandateView, SellerView } from '../../../lib/api/types';
import { useSession } from '../../../lib/auth/session';
import { formatDay, formatNumber, formatPercent, formatPrice } from '../../../lib/format/format';
import { nativeLanguageName } from '../../../lib/i18n/autonyms';
import { useLanguage } from '../../../lib/i18n/localize';
import { useChangeMandate, useDownloadSellerData, useMandate, type MandateChange } from '../api/mandate';
import { MandateForm, SellerForm } from './mandate-forms';
import { SellerReportLink } from './seller-report-link';
import styles from './mandate-panel.module.css';

/** How many days before its end the panel warns (the dashboard's notice too). */
const ENDING_DAYS = 30;

type Editing = { kind: 'terms' } | { kind: 'seller'; seller: SellerView | null } | null;
type Confirming = { kind: 'remove' | 'erase'; seller: SellerView } | null;

/** The Madrid calendar date today, YYYY-MM-DD. */
const madridToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now);

/** A percent with up to two decimals, in the language's own way of writing percents ("3,75 %", "3.75%"). */
function percentText(value: number, language: Language): string {
  return formatPercent(value, language).replace(
    formatNumber(value, language, 1),
    formatNumber(value, language, 2),
  );
}

function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

function MandateTermsView({ view, onEdit }: { view: MandateView; onEdit: () => void }) {
  const { t } = useTranslation('adminMandates');
  const language = useLanguage();
  const headingId = useId();
  const { mandate } = view;
  const left = mandate ? daysUntil(mandate.endsOn, madridToday()) : null;
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.subtitle}>
          {t('mandate.heading')}
        </h3>
        <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={onEdit}>
          {mandate ? t('mandate.edit') : t('mandate.record')}
        </Button>
      </div>
      {mandate ? (
        <>
          {left !== null && left < 0 ? (
            <p className={styles.notice}>
              {t('mandate.ended', { date: formatDay(mandate.endsOn, language) })}
            </p>
          ) : left !== null && left <= ENDING_DAYS ? (
            <p className={styles.notice}>
              {t('mandate.endsSoon', { date: formatDay(mandate.endsOn, language) })}
            </p>
          ) : null}
          <dl className={styles.terms}>
            <div>
              <dt>{t('mandate.kind')}</dt>
              <dd>{mandate.exclusive ? t('mandate.exclusive') : t('mandate.notExclusive')}</dd>
            </div>
            <div>
              <dt>{t('mandate.commission')}</dt>
              <dd>
                {t('mandate.commissionValue', { value: percentText(mandate.commissionPercent, language) })}
              </dd>
            </div>
            <div>
              <dt>{t('mandate.period')}</dt>
              <dd>
                {t('mandate.periodValue', {
                  start: formatDay(mandate.startsOn, language),
                  end: formatDay(mandate.endsOn, language),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('mandate.askingPrice')}</dt>
              <dd>{formatPrice(mandate.askingPriceEur)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className={styles.muted}>{t('mandate.none')}</p>
      )}
    </section>
  );
}

function SellerCard({
  propertyId,
  seller,
  owner,
  onEdit,
  onConfirm,
  onExport,
  exporting,
}: {
  propertyId: string;
  seller: SellerView;
  owner: boolean;
  onEdit: () => void;
  onConfirm: (kind: 'remove' | 'erase') => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation('adminMandates');
  const name = seller.name ?? t('sellers.erasedName');
  const active = seller.status === 'active';
  return (
    <li className={styles.seller} data-seller={seller.id}>
      <h4 className={styles.sellerName}>{name}</h4>
      {seller.status !== 'active' ? (
        <p>
          <Badge tone={seller.status === 'erased' ? 'danger' : 'outline'}>
            {t(`sellers.${seller.status}`)}
          </Badge>
        </p>
      ) : null}
      {seller.status !== 'erased' ? (
        <dl className={styles.contact}>
          <dt>{t('sellers.email')}</dt>
          <dd>{seller.masked ? seller.email : <a href={`mailto:${seller.email}`}>{seller.email}</a>}</dd>
          <dt>{t('sellers.phone')}</dt>
          <dd>
            {seller.masked ? (
              seller.phone
            ) : (
              <a href={`tel:${seller.phone?.replace(/[^\d+]/g, '')}`}>{seller.phone}</a>
            )}
          </dd>
          <dt>{t('sellers.language')}</dt>
          <dd lang={seller.language}>{nativeLanguageName(seller.language)}</dd>
        </dl>
      ) : null}
      {active || (owner && seller.status !== 'erased') ? (
        <div className={styles.actions} role="group" aria-label={t('sellers.actionsFor', { name })}>
          {active ? (
            <>
              <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={onEdit}>
                {t('sellers.edit')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-haspopup="dialog"
                onClick={() => onConfirm('remove')}
              >
                {t('sellers.remove')}
              </Button>
            </>
          ) : null}
          {owner ? (
            <>
              <Button size="sm" variant="secondary" disabled={exporting} onClick={onExport}>
                {exporting ? t('actions.working') : t('sellers.export')}
              </Button>
              <Button size="sm" variant="danger" aria-haspopup="dialog" onClick={() => onConfirm('erase')}>
                {t('sellers.erase')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {active ? <SellerReportLink propertyId={propertyId} sellerId={seller.id} name={name} /> : null}
    </li>
  );
}

/**
 * "Vendedor y mandato" on the property editor: the mandate's terms and the property's sellers. Admins read
 * the sellers' addresses and phones masked; owners read them in full and may also download a seller's data
 * or erase it for good, each after a confirmation.
 */
export function MandatePanel({ propertyId, title }: { propertyId: string; title: string }) {
  const { t } = useTranslation(['adminMandates', 'common']);
  const owner = useSession().user?.role === 'owner';
  const toast = useToast();
  const mandate = useMandate(propertyId);
  const change = useChangeMandate(propertyId);
  const download = useDownloadSellerData();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const titleId = useId();

  const run = (step: MandateChange, done: string, after: () => void) =>
    change.mutate(step, {
      onSuccess: () => {
        after();
        toast.show(done, 'success');
      },
    });

  const open = (next: Editing) => {
    change.reset();
    setEditing(next);
  };

  let body;
  if (mandate.isPending) {
    body = (
      <div role="status">
        <span className="visually-hidden">{t('adminMandates:loading')}</span>
        <Skeleton variant="block" height="10rem" />
      </div>
    );
  } else if (mandate.isError) {
    const failure = describeApiError(mandate.error);
    body = (
      <ErrorState
        headingLevel="h3"
        title={t('adminMandates:failed')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void mandate.refetch()}
      />
    );
  } else {
    const view = mandate.data;
    const masked = view.sellers.some((seller) => seller.masked);
    body = (
      <>
        <MandateTermsView view={view} onEdit={() => open({ kind: 'terms' })} />
        <section className={styles.block} aria-labelledby={`${titleId}-sellers`}>
          <div className={styles.head}>
            <h3 id={`${titleId}-sellers`} className={styles.subtitle}>
              {t('adminMandates:sellers.heading')}
            </h3>
            <Button
              size="sm"
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() => open({ kind: 'seller', seller: null })}
            >
              {t('adminMandates:sellers.add')}
            </Button>
          </div>
          {masked ? <p className={styles.muted}>{t('adminMandates:sellers.masked')}</p> : null}
          {view.sellers.length === 0 ? (
            <p className={styles.muted}>{t('adminMandates:sellers.none')}</p>
          ) : (
            <ul className={styles.sellers}>
              {view.sellers.map((seller) => (
                <SellerCard
                  key={seller.id}
                  propertyId={propertyId}
                  seller={seller}
                  owner={owner}
                  exporting={download.isPending && download.variables === seller.id}
                  onEdit={() => open({ kind: 'seller', seller })}
                  onConfirm={(kind) => {
                    change.reset();
                    setConfirming({ kind, seller });
                  }}
                  onExport={() =>
                    download.mutate(seller.id, {
                      onSuccess: () =>
                        toast.show(t('adminMandates:exported', { name: seller.name ?? '' }), 'success'),
                      onError: (error) => {
                        const failure = describeApiError(error);
                        toast.show(failure.apiMessage ?? t(`common:${failure.key}`), 'error');
                      },
                    })
                  }
                />
              ))}
            </ul>
          )}
        </section>
        <Dialog
          open={editing?.kind === 'terms'}
          onClose={() => setEditing(null)}
          title={t('adminMandates:mandateForm.title', { title })}
          closeLabel={t('common:actions.close')}
        >
          <MandateForm
            terms={view.mandate}
            version={view.version}
            pending={change.isPending}
            error={change.error}
            onCancel={() => setEditing(null)}
            onSubmit={(terms) =>
              run({ kind: 'record', terms }, t('adminMandates:saved'), () => setEditing(null))
            }
          />
        </Dialog>
        <Dialog
          open={editing?.kind === 'seller'}
          onClose={() => setEditing(null)}
          title={
            editing?.kind === 'seller' && editing.seller
              ? t('adminMandates:sellerForm.editTitle', { name: editing.seller.name ?? '' })
              : t('adminMandates:sellerForm.addTitle', { title })
          }
          closeLabel={t('common:actions.close')}
        >
          {editing?.kind === 'seller' ? (
            <SellerForm
              seller={editing.seller}
              version={view.version}
              pending={change.isPending}
              error={change.error}
              onCancel={() => setEditing(null)}
              onSubmit={(seller) =>
                run(
                  editing.seller
                    ? { kind: 'updateSeller', sellerId: editing.seller.id, seller }
                    : { kind: 'addSeller', seller },
                  t('adminMandates:saved'),
                  () => setEditing(null),
                )
              }
            />
          ) : null}
        </Dialog>
      </>
    );
  }

  const confirmingName = confirming?.seller.name ?? '';
  const confirmError = change.isError ? describeApiError(change.error) : null;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.title}>
          {t('adminMandates:title')}
        </h2>
        <p className={styles.muted}>{t('adminMandates:lead')}</p>
      </div>
      {body}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.kind === 'erase' ? t('adminMandates:erase.title') : t('adminMandates:remove.title')
        }
        confirmLabel={
          confirming?.kind === 'erase' ? t('adminMandates:erase.confirm') : t('adminMandates:remove.confirm')
        }
        cancelLabel={t('adminMandates:actions.cancel')}
        closeLabel={t('common:actions.close')}
        busyLabel={t('adminMandates:actions.working')}
        busy={change.isPending}
        danger={confirming?.kind === 'erase'}
        error={confirmError ? (confirmError.apiMessage ?? t(`common:${confirmError.key}`)) : null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          const { kind, seller } = confirming;
          run(
            kind === 'erase'
              ? { kind: 'eraseSeller', sellerId: seller.id }
              : { kind: 'removeSeller', sellerId: seller.id },
            kind === 'erase'
              ? t('adminMandates:erase.done')
              : t('adminMandates:remove.done', { name: confirmingName }),
            () => setConfirming(null),
          );
        }}
      >
        <p>
          {confirming?.kind === 'erase'
            ? t('adminMandates:erase.body', { name: confirmingName })
            : t('adminMandates:remove.body', { name: confirmingName })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
