import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CheckIcon } from '../../components/ui/icons';
import { openAuthModal } from '../../lib/auth/auth-modal-events';
import { useSession } from '../../lib/auth/session';
import { formatDay, formatPrice } from '../../lib/format/format';
import { useLanguage } from '../../lib/i18n/localize';
import { offerFieldErrors, offerStepError } from './offer-errors';
import { OfferFields, checkOfferDraft, focusFirstError, newOfferDraft, termsOf } from './offer-fields';
import type { OfferDraft } from './offer-fields';
import { useMakeOffer } from './offers-api';
import { keepPendingOffer, takePendingOffer } from './pending-offer';
import styles from './make-offer.module.css';

export interface MakeOfferProps {
  propertyId: string;
  /** The property's title, in the reader's language. */
  title: string;
}

/**
 * "Make an offer" on an active property's page. A visitor is asked to sign in or register first (the auth
 * modal); once the session starts, the same page opens the form again.
 */
export function MakeOffer({ propertyId, title }: MakeOfferProps) {
  const { t } = useTranslation('offers');
  const session = useSession();
  const [open, setOpen] = useState(false);
  const signedIn = session.status === 'authenticated';

  // The offer a visitor started before signing in: taken once per page, opened once the session started.
  const reopen = useRef<boolean | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    reopen.current ??= takePendingOffer(propertyId);
    if (!reopen.current) return;
    const frame = requestAnimationFrame(() => {
      reopen.current = false;
      setOpen(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [signedIn, propertyId]);

  const start = () => {
    if (signedIn) {
      setOpen(true);
      return;
    }
    keepPendingOffer(propertyId);
    openAuthModal('register');
  };

  return (
    <section className={styles.panel} aria-labelledby="make-offer-heading">
      <h2 id="make-offer-heading">{t('make.heading')}</h2>
      <p>{t('make.lead')}</p>
      <Button variant="secondary" block onClick={start} disabled={session.status === 'loading'}>
        {t('make.open')}
      </Button>
      {signedIn ? null : <p className={styles.hint}>{t('make.signInFirst')}</p>}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('make.title')}
        description={title}
        closeLabel={t('actions.close')}
        size="lg"
      >
        <MakeOfferForm propertyId={propertyId} onDone={() => setOpen(false)} />
      </Dialog>
    </section>
  );
}

export function MakeOfferForm({
  propertyId,
  onDone,
  now,
}: {
  propertyId: string;
  onDone: () => void;
  now?: Date;
}) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const make = useMakeOffer();
  const [draft, setDraft] = useState<OfferDraft>(() => newOfferDraft(now));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  if (make.isSuccess) {
    return (
      <div className={styles.sent} role="status">
        <CheckIcon size={28} />
        <h3>{t('make.sent.title')}</h3>
        <p>
          {t('make.sent.message', {
            amount: formatPrice(make.data.amountEur),
            date: formatDay(make.data.validUntil, language),
          })}
        </p>
        <div className={styles.actions}>
          <Link to="/dashboard?tab=offers" className={buttonClass()}>
            {t('make.sent.panel')}
          </Link>
          <Button variant="secondary" onClick={onDone}>
            {t('actions.close')}
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = Object.fromEntries(
      Object.entries(checkOfferDraft(draft, now)).map(([field, key]) => [field, t(key)]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found, form.current ?? document);
      return;
    }
    make.mutate(
      { propertyId, ...termsOf(draft) },
      {
        onError: (error) => {
          const fields = offerFieldErrors(t, error);
          setErrors(fields);
          setFailure(Object.keys(fields).length > 0 ? t('make.checkFields') : offerStepError(t, error));
          focusFirstError(fields, form.current ?? document);
        },
      },
    );
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('make.explain')}</p>
      <OfferFields draft={draft} onChange={setDraft} errors={errors} now={now} />
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={make.isPending}>
          {make.isPending ? t('make.sending') : t('make.submit')}
        </Button>
      </div>
    </form>
  );
}
