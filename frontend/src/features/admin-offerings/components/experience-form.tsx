import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/form-field';
import type { Experience, ExperienceType, PriceBasis } from '../../../lib/api/types';
import { experienceDraft, experienceFormSchema } from '../utils/offering-draft';
import type { ExperienceDraft } from '../utils/offering-draft';
import { LocalizedTextField } from './localized-text-field';
import type { OfferingFormSlot } from './offering-editor';
import { OfferingForm, PriceField } from './offering-form';
import styles from './offerings.module.css';

const TYPES: readonly ExperienceType[] = ['basic', 'vip'];
const PRICE_BASES: readonly PriceBasis[] = ['per_person', 'per_group'];

function PriceBasisField() {
  const { t } = useTranslation('adminOfferings');
  const { register } = useFormContext<ExperienceDraft>();
  return (
    <SelectField label={t('fields.priceBasis')} required {...register('priceBasis')}>
      {PRICE_BASES.map((basis) => (
        <option key={basis} value={basis}>
          {t(`fields.priceBases.${basis}`)}
        </option>
      ))}
    </SelectField>
  );
}

function TypeField() {
  const { t } = useTranslation('adminOfferings');
  const { register } = useFormContext<ExperienceDraft>();
  return (
    <SelectField label={t('fields.type')} required {...register('type')}>
      {TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`experiences.types.${type}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** An experience's form: its duration, its type (basic or VIP), its price per person or group, its places. */
export function ExperienceForm(slot: OfferingFormSlot<Experience>) {
  const { t } = useTranslation('adminOfferings');
  return (
    <OfferingForm
      kind="experiences"
      {...slot}
      toDraft={experienceDraft}
      schema={experienceFormSchema}
      moreContent={
        <LocalizedTextField legend={t('fields.duration')} hint={t('fields.durationHint')} name="duration" />
      }
      priceTitle={t('form.priceAndType')}
      priceFields={
        <>
          <div className={styles.twoColumns}>
            <TypeField />
            <PriceField name="priceEur" label={t('fields.price')} hint={t('fields.priceHint')} />
          </div>
          <div className={styles.twoColumns}>
            <PriceBasisField />
            <PriceField
              name="maxGuestsPerDate"
              label={t('fields.maxGuestsPerDate')}
              hint={t('fields.maxGuestsPerDateHint')}
            />
          </div>
        </>
      }
    />
  );
}
