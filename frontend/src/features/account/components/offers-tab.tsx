import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardMedia } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { CardSkeletonGrid } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../lib/api/describe-api-error';
import { formatDay, formatPrice } from '../../../lib/format/format';
import { useContentLang, useLanguage, useLocalize } from '../../../lib/i18n/localize';
import { CounterDialog } from '../../../widgets/offers/counter-dialog';
import { offerStepError } from '../../../widgets/offers/offer-errors';
import { OfferRounds, OfferStatusBadge } from '../../../widgets/offers/offer-rounds';
import { isOpenOffer, type Offer } from '../../../widgets/offers/offer-types';
import { useChangeMyOffer, useMyOffers } from '../../../widgets/offers/offers-api';
import styles from './offers-tab.module.css';

type Confirmable = 'accept' | 'reject' | 'withdraw';
type Pending = { kind: Confirmable; offer: Offer } | { kind: 'counter'; offer: Offer } | null;

function OfferCard({ offer, onStep }: { offer: Offer; onStep: (pending: Pending) => void }) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const localize = useLocalize();
  const contentLang = useContentLang();
  const titleId = useId();
  const title = localize(offer.property.title);

  return (
    <Card as="li" aria-labelledby={titleId} data-offer-id={offer.id}>
      <CardMedia overlay={<OfferStatusBadge status={offer.status} />}>
        <FallbackImage src={offer.property.image ?? undefined} alt="" />
      </CardMedia>
      <CardBody>
        <h3 id={titleId} className={styles.title} lang={contentLang(offer.property.title)}>
          <Link to={`/property/${encodeURIComponent(offer.property.id)}`}>{title}</Link>
        </h3>
        <p className={styles.reference}>{t('mine.reference', { reference: offer.property.reference })}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('mine.amount')}</dt>
            <dd>{formatPrice(offer.amountEur)}</dd>
          </div>
          <div>
            <dt>{t('fields.financing')}</dt>
            <dd>{t(`financing.${offer.financing}`)}</dd>
          </div>
          <div>
            <dt>{t('mine.status')}</dt>
            <dd>{t(`explain.${offer.status}`)}</dd>
          </div>
          {isOpenOffer(offer.status) ? (
            <div>
              <dt>{t('fields.validUntil')}</dt>
              <dd>{formatDay(offer.validUntil, language)}</dd>
            </div>
          ) : null}
        </dl>
        {offer.rounds.length > 1 ? (
          <details className={styles.rounds}>
            <summary>{t('mine.rounds', { count: offer.rounds.length })}</summary>
            <OfferRounds rounds={offer.rounds} viewer="buyer" label={t('mine.roundsOf', { title })} />
          </details>
        ) : null}
      </CardBody>
      {isOpenOffer(offer.status) ? (
        <CardFooter>
          <div className={styles.actions} role="group" aria-label={t('mine.actionsFor', { title })}>
            {offer.status === 'awaiting_buyer' ? (
              <>
                <Button size="sm" onClick={() => onStep({ kind: 'accept', offer })}>
                  {t('actions.accept')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onStep({ kind: 'counter', offer })}>
                  {t('actions.counter')}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onStep({ kind: 'reject', offer })}>
                  {t('actions.reject')}
                </Button>
              </>
            ) : null}
            <Button size="sm" variant="ghost" onClick={() => onStep({ kind: 'withdraw', offer })}>
              {t('actions.withdraw')}
            </Button>
          </div>
        </CardFooter>
      ) : null}
    </Card>
  );
}

/**
 * The client's offers on properties, newest first: the amount, the status in words, the rounds of the
 * negotiation, and what the status allows: answering the seller's counter-offer (accept, reject, counter)
 * or withdrawing an open offer, each asked for confirmation.
 */
export function OffersTab() {
  const { t } = useTranslation(['offers', 'common']);
  const offers = useMyOffers();
  const change = useChangeMyOffer();
  const toast = useToast();
  const localize = useLocalize();
  const [pending, setPending] = useState<Pending>(null);

  if (offers.isPending) return <CardSkeletonGrid count={2} label={t('offers:mine.loading')} />;
  if (offers.isError) {
    const failure = describeApiError(offers.error);
    return (
      <ErrorState
        title={t('offers:mine.error')}
        message={failure.apiMessage ?? t(`common:${failure.key}`)}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void offers.refetch()}
      />
    );
  }
  const { items } = offers.data;
  if (items.length === 0) {
    return (
      <EmptyState
        title={t('offers:mine.empty.title')}
        message={t('offers:mine.empty.message')}
        actions={
          <Link to="/properties" className={buttonClass()}>
            {t('offers:mine.empty.action')}
          </Link>
        }
      />
    );
  }

  const open = (next: Pending) => {
    change.reset();
    setPending(next);
  };
  const close = () => setPending(null);
  const done = (kind: Confirmable | 'counter') => {
    setPending(null);
    toast.show(t(`offers:mine.done.${kind}`), 'success');
  };
  const confirming = pending && pending.kind !== 'counter' ? pending : null;
  const counter = pending?.kind === 'counter' ? pending.offer : null;
  const pendingTitle = pending ? localize(pending.offer.property.title) : '';

  return (
    <div className={styles.tab}>
      <h2 className={styles.heading} id="offers-heading">
        {t('offers:mine.heading')}
      </h2>
      <ul className={styles.list} role="list" aria-labelledby="offers-heading">
        {items.map((offer) => (
          <OfferCard key={offer.id} offer={offer} onStep={open} />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`offers:confirm.${confirming.kind}.title`) : ''}
        confirmLabel={confirming ? t(`offers:confirm.${confirming.kind}.confirm`) : ''}
        cancelLabel={t('offers:actions.keep')}
        closeLabel={t('offers:actions.close')}
        busyLabel={t('offers:actions.sending')}
        busy={change.isPending}
        danger={confirming?.kind !== 'accept'}
        error={change.error ? offerStepError(t, change.error) : null}
        onConfirm={() => {
          if (!confirming) return;
          const { kind, offer } = confirming;
          change.mutate({ kind, id: offer.id }, { onSuccess: () => done(kind) });
        }}
        onCancel={close}
      >
        <p>
          {confirming
            ? t(`offers:confirm.${confirming.kind}.body`, {
                title: pendingTitle,
                amount: formatPrice(confirming.offer.amountEur),
              })
            : null}
        </p>
      </ConfirmDialog>
      {counter ? (
        <CounterDialog
          key={counter.id}
          open
          title={t('offers:counter.title')}
          description={pendingTitle}
          startAmountEur={counter.amountEur}
          pending={change.isPending}
          error={change.error}
          onSubmit={(terms) =>
            change.mutate({ kind: 'counter', id: counter.id, terms }, { onSuccess: () => done('counter') })
          }
          onClose={close}
        />
      ) : null}
    </div>
  );
}
