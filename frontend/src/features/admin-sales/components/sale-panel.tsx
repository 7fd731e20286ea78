import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConflictNotice } from '../../../components/ui/conflict-notice';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/status-message';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { formatDay, formatPrice, priceFormatFor } from '../../../lib/format/format';
import { useLanguage } from '../../../lib/i18n/localize';
import { CounterDialog } from '../../../widgets/offers/counter-dialog';
import { isSaleConflict, offerStepError } from '../../../widgets/offers/offer-errors';
import { OfferRounds, OfferStatusBadge } from '../../../widgets/offers/offer-rounds';
import type { AdminOffer, Deal, Sale } from '../../../widgets/offers/offer-types';
import { useChangeSale, useSale, type SaleStep } from '../api/sale';
import { DealStepForm, RecordOfferForm, type DealForm } from './sale-forms';
import { FormAlert } from '../../../components/ui/form-alert';
import styles from './sale-panel.module.css';

type Open = { kind: 'record' } | { kind: 'counter'; offer: AdminOffer } | { kind: DealForm } | null;

function OfferColumn({
  offer,
  canAnswer,
  busy,
  onStep,
  onCounter,
}: {
  offer: AdminOffer;
  canAnswer: boolean;
  busy: boolean;
  onStep: (step: SaleStep) => void;
  onCounter: () => void;
}) {
  const { t } = useTranslation(['adminSales', 'offers']);
  const language = useLanguage();
  const titleId = useId();
  const name = offer.buyer?.name ?? t('adminSales:offer.buyerGone');
  const waitingForSeller = canAnswer && offer.status === 'awaiting_seller';

  return (
    <li className={styles.offer} aria-labelledby={titleId} data-offer-id={offer.id}>
      <div className={styles.offerHead}>
        <h4 id={titleId} className={styles.buyer}>
          {name}
        </h4>
        <OfferStatusBadge status={offer.status} />
      </div>
      {offer.buyer ? (
        <p className={styles.muted}>
          <a href={`mailto:${offer.buyer.email}`}>{offer.buyer.email}</a>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('adminSales:offer.amount')}</dt>
          <dd className={styles.amount}>{formatPrice(offer.amountEur)}</dd>
        </div>
        <div>
          <dt>{t('offers:fields.financing')}</dt>
          <dd>{t(`offers:financing.${offer.financing}`)}</dd>
        </div>
        <div>
          <dt>{t('offers:fields.validUntil')}</dt>
          <dd>{formatDay(offer.validUntil, language)}</dd>
        </div>
        <div>
          <dt>{t('adminSales:offer.source')}</dt>
          <dd>{t(`adminSales:offer.sources.${offer.source}`)}</dd>
        </div>
        {offer.presentedAt ? (
          <div>
            <dt>{t('adminSales:offer.presented')}</dt>
            <dd>{formatDay(offer.presentedAt.slice(0, 10), language)}</dd>
          </div>
        ) : null}
      </dl>
      {offer.conditions ? <p className={styles.conditions}>{offer.conditions}</p> : null}
      {offer.rounds.length > 1 ? (
        <OfferRounds rounds={offer.rounds} viewer="staff" label={t('adminSales:offer.rounds', { name })} />
      ) : null}
      {waitingForSeller ? (
        <div className={styles.actions} role="group" aria-label={t('adminSales:offer.actionsFor', { name })}>
          {offer.presentedAt ? null : (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => onStep({ kind: 'present', offerId: offer.id })}
            >
              {t('adminSales:actions.present')}
            </Button>
          )}
          <Button size="sm" disabled={busy} onClick={() => onStep({ kind: 'accept', offerId: offer.id })}>
            {t('adminSales:actions.accept')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={onCounter}>
            {t('adminSales:actions.counter')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onStep({ kind: 'reject', offerId: offer.id })}
          >
            {t('adminSales:actions.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The deal once an offer is accepted: its figures, and the next steps its stage allows. */
function DealSummary({
  sale,
  deal,
  busy,
  onOpen,
}: {
  sale: Sale;
  deal: Deal;
  busy: boolean;
  onOpen: (form: DealForm) => void;
}) {
  const { t } = useTranslation('adminSales');
  const language = useLanguage();
  const day = (date: string | null) => (date ? formatDay(date, language) : null);
  const money = (amount: number | null) => (amount === null ? null : formatPrice(amount));
  const facts: [string, string | null][] = [
    [t('deal.buyer'), deal.buyerName ?? t('offer.buyerGone')],
    [t('deal.acceptedAmount'), money(deal.acceptedAmountEur)],
    [t('deal.deposit'), money(deal.depositEur)],
    [t('deal.depositDueOn'), day(deal.depositDueOn)],
    [t('deal.depositReceivedOn'), day(deal.depositReceivedOn)],
    [t('deal.deedDate'), day(deal.deedDate)],
    [t('deal.finalPrice'), money(deal.finalPriceEur)],
  ];
  if (sale.stage === 'completed') {
    // Computed to the cent: the two read together, with the same precision.
    const fee = priceFormatFor([deal.commissionEur ?? 0, deal.commissionVatEur ?? 0]);
    facts.push([
      t('deal.commission'),
      deal.commissionEur === null ? t('deal.noMandate') : fee(deal.commissionEur),
    ]);
    if (deal.commissionVatEur !== null) facts.push([t('deal.commissionVat'), fee(deal.commissionVatEur)]);
  }
  const next: DealForm[] =
    sale.stage === 'offer_accepted'
      ? ['reserve', 'fallThrough']
      : sale.stage === 'reserved'
        ? [...(deal.depositReceivedOn ? [] : (['depositReceived'] as const)), 'complete', 'fallThrough']
        : [];

  return (
    <section className={styles.deal} aria-labelledby="sale-deal-title">
      <h3 id="sale-deal-title" className={styles.subtitle}>
        {t('deal.title')}
      </h3>
      <dl className={styles.facts}>
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {next.length ? (
        <div className={styles.actions} role="group" aria-label={t('deal.actions')}>
          {next.map((form) => (
            <Button
              key={form}
              size="sm"
              variant={form === 'fallThrough' ? 'ghost' : form === 'complete' ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => onOpen(form)}
            >
              {t(`deal.${form}.open`)}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

export interface SalePanelProps {
  propertyId: string;
  /** The property's title, in the reader's language. */
  title: string;
}

/**
 * The property's sale on its editor: the stage, every offer side by side with what the seller may answer,
 * offers taken by phone, and after acceptance the reservation, the deposit, the completion (with the
 * commission and its IVA) or the deal falling through. A step someone else took first is a conflict: said in
 * words, with a way to read the sale again.
 */
export function SalePanel({ propertyId, title }: SalePanelProps) {
  const { t } = useTranslation(['adminSales', 'offers', 'common']);
  const { t: tOffers } = useTranslation('offers');
  const sale = useSale(propertyId);
  const change = useChangeSale(propertyId);
  const [open, setOpen] = useState<Open>(null);
  const [reloading, setReloading] = useState(false);

  if (sale.isPending) {
    return (
      <section className={styles.panel} aria-labelledby="sale-title" aria-busy="true">
        <h2 id="sale-title" className={styles.title}>
          {t('adminSales:title')}
        </h2>
        <span className="visually-hidden" role="status">
          {t('adminSales:loading')}
        </span>
        <Skeleton variant="block" height="8rem" />
      </section>
    );
  }
  if (sale.isError) {
    const failure = describeApiError(sale.error);
    return (
      <section className={styles.panel} aria-labelledby="sale-title">
        <h2 id="sale-title" className={styles.title}>
          {t('adminSales:title')}
        </h2>
        <ErrorState
          headingLevel="h3"
          title={t('adminSales:loadFailed')}
          message={failure.apiMessage ?? t(`common:${failure.key}`)}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void sale.refetch()}
        />
      </section>
    );
  }

  const data = sale.data;
  const busy = change.isPending;
  const conflict = isSaleConflict(change.error);
  const step = (next: SaleStep) =>
    change.mutate(next, {
      onSuccess: () => setOpen(null),
      onError: (error) => {
        if (isSaleConflict(error)) setOpen(null);
      },
    });
  const reload = () => {
    setReloading(true);
    void sale.refetch().then(() => {
      setReloading(false);
      change.reset();
    });
  };
  const openForm = (next: Open) => {
    change.reset();
    setOpen(next);
  };
  const canAnswer = data.stage === 'open';
  const dealForm = open && open.kind !== 'record' && open.kind !== 'counter' ? open.kind : null;
  const offerError =
    !conflict && change.error && open === null ? offerStepError(tOffers, change.error) : null;

  return (
    <section className={styles.panel} aria-labelledby="sale-title">
      <div className={styles.head}>
        <h2 id="sale-title" className={styles.title}>
          {t('adminSales:title')}
        </h2>
        <Badge tone={data.stage === 'completed' ? 'navy' : data.stage === 'open' ? 'light' : 'gold'}>
          {t(`adminSales:stage.${data.stage}`)}
        </Badge>
      </div>
      <p className={styles.muted}>{t(`adminSales:stageExplain.${data.stage}`)}</p>
      {conflict ? (
        <ConflictNotice
          texts={{
            title: t('adminSales:conflict.title'),
            message: offerStepError(tOffers, change.error),
            reload: t('adminSales:conflict.reload'),
            reloading: t('adminSales:conflict.reloading'),
          }}
          reloading={reloading}
          onReload={reload}
        />
      ) : null}
      {offerError ? <FormAlert tone="error" message={offerError} /> : null}
      {data.deal && data.stage !== 'open' ? (
        <DealSummary sale={data} deal={data.deal} busy={busy} onOpen={(form) => openForm({ kind: form })} />
      ) : null}
      <section aria-labelledby="sale-offers-title" className={styles.offers}>
        <div className={styles.head}>
          <h3 id="sale-offers-title" className={styles.subtitle}>
            {t('adminSales:offers.title', { count: data.offers.length })}
          </h3>
          {canAnswer ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => openForm({ kind: 'record' })}
            >
              {t('adminSales:record.open')}
            </Button>
          ) : null}
        </div>
        {data.offers.length === 0 ? (
          <p className={styles.muted}>{t('adminSales:offers.none')}</p>
        ) : (
          <ul className={styles.offerList} role="list" aria-labelledby="sale-offers-title">
            {data.offers.map((offer) => (
              <OfferColumn
                key={offer.id}
                offer={offer}
                canAnswer={canAnswer}
                busy={busy}
                onStep={step}
                onCounter={() => openForm({ kind: 'counter', offer })}
              />
            ))}
          </ul>
        )}
      </section>
      <Dialog
        open={open?.kind === 'record'}
        onClose={() => setOpen(null)}
        title={t('adminSales:record.title')}
        description={title}
        closeLabel={t('adminSales:actions.close')}
        size="lg"
      >
        <RecordOfferForm pending={busy} error={change.error} onSubmit={step} onCancel={() => setOpen(null)} />
      </Dialog>
      {dealForm && data.deal ? (
        <Dialog
          open
          onClose={() => setOpen(null)}
          title={t(`adminSales:deal.${dealForm}.title`)}
          description={title}
          closeLabel={t('adminSales:actions.close')}
          size="md"
        >
          <DealStepForm
            form={dealForm}
            deal={data.deal}
            pending={busy}
            error={change.error}
            onSubmit={step}
            onCancel={() => setOpen(null)}
          />
        </Dialog>
      ) : null}
      {open?.kind === 'counter' ? (
        <CounterDialog
          key={open.offer.id}
          open
          title={t('adminSales:counter.title', {
            name: open.offer.buyer?.name ?? t('adminSales:offer.buyerGone'),
          })}
          description={title}
          startAmountEur={open.offer.amountEur}
          pending={busy}
          error={change.error}
          onSubmit={(terms) => step({ kind: 'counter', offerId: open.offer.id, terms })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
