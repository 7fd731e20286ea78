import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/form-field';
import type { Service } from '../../../lib/api/types';
import { serviceDraft, serviceFormSchema } from '../utils/offering-draft';
import type { ServiceDraft } from '../utils/offering-draft';
import { HighlightsEditor } from './highlights-editor';
import type { OfferingFormSlot } from './offering-editor';
import { OfferingForm, PriceField } from './offering-form';
import styles from './offerings.module.css';

function PremiumField() {
  const { t } = useTranslation('adminOfferings');
  const { register } = useFormContext<ServiceDraft>();
  return <CheckboxField label={t('fields.premium')} {...register('premium')} />;
}

/** A service's form: a price "from", the premium category and the highlights. */
export function ServiceForm(slot: OfferingFormSlot<Service>) {
  const { t } = useTranslation('adminOfferings');
  return (
    <OfferingForm
      kind="services"
      {...slot}
      toDraft={serviceDraft}
      schema={serviceFormSchema}
      priceTitle={t('form.priceAndCategory')}
      priceFields={
        <>
          <PriceField
            name="priceFromEur"
            className={styles.priceInput}
            label={t('fields.priceFrom')}
            hint={t('fields.priceFromHint')}
          />
          <PremiumField />
        </>
      }
      morePanels={
        <section className={styles.panel} aria-labelledby="service-highlights">
          <h2 id="service-highlights">{t('highlights.title')}</h2>
          <p className={styles.panelLead}>{t('highlights.lead')}</p>
          <HighlightsEditor />
        </section>
      }
    />
  );
}
