import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { emptyText, FEATURE_GROUPS, moveItem, rowKey } from '../utils/property-draft';
import type { FeatureGroup } from '../utils/property-draft';
import { FEATURE_KEYS, featureGroupLabel } from '../utils/property-enums';
import { PROPERTY_LIMITS } from '../utils/property-rules';
import { CheckboxGroup } from './checkbox-group';
import { DraftTextField, FormSection, usePropertyForm } from './property-form-context';
import { RowControls } from './row-controls';
import styles from './admin-properties.module.css';

function FeatureLines({ group }: { group: FeatureGroup }) {
  const { t } = useTranslation('adminProperties');
  const { draft, set, error } = usePropertyForm();
  const lines = draft.features[group];
  const path = `features.${group}`;
  const heading = t(`form.featureGroups.${featureGroupLabel(group, draft.type)}`);
  return (
    <fieldset className={styles.rowsGroup}>
      <legend className={styles.legend}>{heading}</legend>
      {lines.length ? (
        <ol className={styles.rows}>
          {lines.map((line, index) => {
            const name = t('form.featureLine', { group: heading, number: index + 1 });
            return (
              <li key={line.key} className={styles.row}>
                <DraftTextField path={`${path}.${index}.es`} label={name} required className={styles.grow} />
                <RowControls
                  index={index}
                  count={lines.length}
                  name={name}
                  onMove={(from, to) => set(path, moveItem(lines, from, to))}
                  onRemove={(at) =>
                    set(
                      path,
                      lines.filter((_, i) => i !== at),
                    )
                  }
                />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.muted}>{t('form.noFeatureLines')}</p>
      )}
      {error(path) ? <p className={styles.fieldError}>{error(path)}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={lines.length >= PROPERTY_LIMITS.featuresPerGroup}
        onClick={() => set(path, [...lines, { key: rowKey(), ...emptyText() }])}
      >
        {t('form.addFeatureLine', { group: heading })}
      </Button>
    </fieldset>
  );
}

export function FeaturesSection() {
  const { t } = useTranslation('adminProperties');
  const { draft, set } = usePropertyForm();
  return (
    <FormSection
      id="section-features"
      title={t('form.sections.features')}
      description={t('form.leads.features')}
    >
      <CheckboxGroup
        legend={t('form.fields.amenities')}
        hint={t('form.hints.amenities')}
        idBase="property-amenities"
        options={FEATURE_KEYS.map((value) => ({ value, label: t(`enums.features.${value}`) }))}
        selected={draft.amenities}
        onChange={(selected) => set('amenities', selected)}
      />
      {FEATURE_GROUPS.map((group) => (
        <FeatureLines key={group} group={group} />
      ))}
    </FormSection>
  );
}
