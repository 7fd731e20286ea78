import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatNumber } from '../../lib/format/format';
import { useLanguage } from '../../lib/i18n/localize';
import { offerFieldErrors, offerStepError } from './offer-errors';
import { OfferFields, checkOfferDraft, focusFirstError, newOfferDraft, termsOf } from './offer-fields';
import type { OfferDraft } from './offer-fields';
import type { CounterTerms } from './offer-types';
import styles from '../../components/ui/request-panel.module.css';

export interface CounterDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** The amount the form starts from (the last round's). */
  startAmountEur: number;
  pending: boolean;
  /** The failed attempt's error: field errors go next to their field, the rest above the buttons. */
  error: unknown;
  onSubmit: (terms: CounterTerms) => void;
  onClose: () => void;
  now?: Date;
}

/** A counter-offer: amount, conditions and valid-until (the financing stays the offer's). */
export function CounterDialog(props: CounterDialogProps) {
  const { t } = useTranslation('offers');
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      description={props.description}
      closeLabel={t('actions.close')}
      size="md"
    >
      <CounterForm {...props} />
    </Dialog>
  );
}

function CounterForm({ startAmountEur, pending, error, onSubmit, onClose, now }: CounterDialogProps) {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const [draft, setDraft] = useState<OfferDraft>(() => ({
    ...newOfferDraft(now),
    amount: formatNumber(startAmountEur, language),
  }));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const fromApi = offerFieldErrors(t, error);
  const errors = { ...fromApi, ...checked };
  const failure = error && Object.keys(fromApi).length === 0 ? offerStepError(t, error) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      Object.entries(checkOfferDraft(draft, now)).map(([field, key]) => [field, t(key)]),
    );
    setChecked(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found, form.current ?? document);
      return;
    }
    const { amountEur, conditions, validUntil } = termsOf(draft);
    onSubmit({ amountEur, conditions, validUntil });
  };

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <OfferFields draft={draft} onChange={setDraft} errors={errors} withFinancing={false} now={now} />
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {pending ? t('actions.sending') : t('actions.sendCounter')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
