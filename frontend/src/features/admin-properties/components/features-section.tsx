import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyText } from '../../../lib/forms/draft-values';
import { FEATURE_GROUPS } from '../utils/property-draft';
import type { FeatureGroup, PropertyDraft } from '../utils/property-draft';
import { FEATURE_KEYS, featureGroupLabel } from '../utils/property-enums';
import { CheckboxGroup } from './checkbox-group';
import { DraftTextField, FormSection } from './property-form-context';
import { RowsFieldset } from './rows-fieldset';
import styles from './admin-properties.module.css';

function FeatureLines({ group }: { group: FeatureGroup }) {
  const { t } = useTranslation('adminProperties');
  const type = useWatch<PropertyDraft, 'type'>({ name: 'type' });
  const heading = t(`form.featureGroups.${featureGroupLabel(group, type)}`);
  return (
    <RowsFieldset
      path={`features.${group}`}
      legend={heading}
      empty={t('form.noFeatureLines')}
      addLabel={t('form.addFeatureLine', { group: heading })}
      newRow={emptyText}
      rowName={(index) => t('form.featureLine', { group: heading, number: index + 1 })}
    >
      {(index, name) => (
        <DraftTextField
          path={`features.${group}.${index}.es`}
          label={name}
          required
          className={styles.grow}
        />
      )}
    </RowsFieldset>
  );
}

export function FeaturesSection() {
  const { t } = useTranslation('adminProperties');
  return (
    <FormSection
      id="section-features"
      title={t('form.sections.features')}
      description={t('form.leads.features')}
    >
      <Controller<PropertyDraft, 'amenities'>
        name="amenities"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('form.fields.amenities')}
            hint={t('form.hints.amenities')}
            idBase="property-amenities"
            options={FEATURE_KEYS.map((value) => ({ value, label: t(`enums.features.${value}`) }))}
            selected={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {FEATURE_GROUPS.map((group) => (
        <FeatureLines key={group} group={group} />
      ))}
    </FormSection>
  );
}
