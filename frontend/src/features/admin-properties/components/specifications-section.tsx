import { useTranslation } from 'react-i18next';
import { ORIENTATIONS } from '../utils/property-enums';
import { DraftCheckbox, DraftNumberField, DraftSelect, FormSection } from './property-form-context';
import styles from './admin-properties.module.css';
import type { Catalogue } from '../../../lib/i18n/catalogue';

export function SpecificationsSection() {
  const { t } = useTranslation('adminProperties');
  const label = (field: keyof Catalogue<'adminProperties'>['form']['fields']['specifications']) =>
    t(`form.fields.specifications.${field}`);
  return (
    <FormSection id="section-specifications" title={t('form.sections.specifications')}>
      <div className={styles.grid3}>
        <DraftNumberField path="specifications.bedrooms" label={label('bedrooms')} required />
        <DraftNumberField path="specifications.bathrooms" label={label('bathrooms')} required />
        <DraftNumberField path="specifications.floors" label={label('floors')} required />
        <DraftNumberField path="specifications.sizeBuiltM2" label={label('sizeBuiltM2')} required />
        <DraftNumberField path="specifications.sizePlotM2" label={label('sizePlotM2')} />
        <DraftNumberField
          path="specifications.floorLevel"
          label={label('floorLevel')}
          hint={t('form.hints.floorLevel')}
        />
        <DraftNumberField path="specifications.yearBuilt" label={label('yearBuilt')} required />
        <DraftNumberField path="specifications.yearRenovated" label={label('yearRenovated')} />
        <DraftSelect
          path="specifications.orientation"
          label={label('orientation')}
          required
          placeholder={t('form.choose')}
          options={ORIENTATIONS.map((value) => ({ value, label: t(`enums.orientations.${value}`) }))}
        />
      </div>
      <DraftCheckbox path="specifications.guestBathroom" label={label('guestBathroom')} />
    </FormSection>
  );
}
