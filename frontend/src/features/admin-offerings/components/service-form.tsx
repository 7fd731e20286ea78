import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '../../../components/ui/form-field';
import type { Service } from '../../../lib/api/types';
import { serviceDraft, toServiceDetails } from '../utils/offering-draft';
import { validateServiceDraft } from '../utils/offering-validation';
import { HighlightsEditor } from './highlights-editor';
import type { OfferingFormSlot } from './offering-editor';
import { OfferingForm } from './offering-form';
import styles from './offerings.module.css';

/** A service's form: a price "from", the premium category and the highlights. */
export function ServiceForm(slot: OfferingFormSlot<Service>) {
  const { t } = useTranslation('adminOfferings');
  return (
    <OfferingForm
      kind="services"
      {...slot}
      toDraft={serviceDraft}
      validate={validateServiceDraft}
      toDetails={toServiceDetails}
      priceTitle={t('form.priceAndCategory')}
      priceFields={({ draft, update, errorFor }) => (
        <>
          <TextField
            className={styles.priceInput}
            label={t('fields.priceFrom')}
            hint={t('fields.priceFromHint')}
            required
            inputMode="numeric"
            autoComplete="off"
            value={draft.priceFromEur}
            error={errorFor('priceFromEur')}
            onChange={(event) => update((current) => ({ ...current, priceFromEur: event.target.value }))}
          />
          <CheckboxField
            label={t('fields.premium')}
            checked={draft.premium}
            onChange={(event) => update((current) => ({ ...current, premium: event.target.checked }))}
          />
        </>
      )}
      morePanels={({ draft, update, errorFor }) => (
        <section className={styles.panel} aria-labelledby="service-highlights">
          <h2 id="service-highlights">{t('highlights.title')}</h2>
          <p className={styles.panelLead}>{t('highlights.lead')}</p>
          <HighlightsEditor
            value={draft.highlights}
            errorFor={errorFor}
            onChange={(highlights) => update((current) => ({ ...current, highlights }))}
          />
        </section>
      )}
    />
  );
}
