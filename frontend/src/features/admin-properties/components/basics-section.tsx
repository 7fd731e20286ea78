import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/localize';
import { locationName } from '../../../lib/places/place-names';
import { PROPERTY_TYPES, LOCATIONS } from '../utils/property-enums';
import {
  DraftCheckbox,
  DraftSelect,
  DraftTextArea,
  DraftTextField,
  FormSection,
} from './property-form-context';
import styles from './admin-properties.module.css';

export function BasicsSection() {
  const { t } = useTranslation('adminProperties');
  const language = useLanguage();
  return (
    <FormSection id="section-basics" title={t('form.sections.basics')} description={t('form.leads.basics')}>
      <div className={styles.grid2}>
        <DraftSelect
          path="type"
          label={t('form.fields.type')}
          required
          placeholder={t('form.choose')}
          options={PROPERTY_TYPES.map((value) => ({ value, label: t(`enums.types.${value}`) }))}
        />
        <DraftSelect
          path="location"
          label={t('form.fields.location')}
          required
          placeholder={t('form.choose')}
          options={LOCATIONS.map((value) => ({ value, label: locationName(value, language) }))}
        />
      </div>
      <DraftTextField path="title.es" label={t('form.fields.title')} required />
      <DraftTextField path="subtitle.es" label={t('form.fields.subtitle')} required />
      <DraftTextArea path="shortDescription.es" label={t('form.fields.shortDescription')} required rows={3} />
      <DraftTextArea
        path="fullDescription.es"
        label={t('form.fields.fullDescription')}
        hint={t('form.hints.paragraphs')}
        required
        rows={8}
      />
      <DraftCheckbox path="featured" label={t('form.fields.featured')} />
    </FormSection>
  );
}
