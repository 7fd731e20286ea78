import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyText } from '../../../lib/forms/draft-values';
import { placeNames } from '../../../lib/places/place-names';
import type { PropertyDraft } from '../utils/property-draft';
import { DraftCheckbox, DraftNumberField, DraftTextField, FormSection } from './property-form-context';
import { RowsFieldset } from './rows-fieldset';
import styles from './admin-properties.module.css';
import type { Catalogue } from '../../../lib/i18n/catalogue';

function NearbyPlaces() {
  const { t } = useTranslation('adminProperties');
  return (
    <RowsFieldset
      path="address.nearby"
      legend={t('form.fields.nearby')}
      empty={t('form.noNearby')}
      addLabel={t('form.addNearby')}
      newRow={() => ({ name: emptyText(), distanceM: '' })}
      rowName={(index) => t('form.nearbyPlace', { number: index + 1 })}
    >
      {(index, name) => (
        <div className={`${styles.grid2} ${styles.grow}`}>
          <DraftTextField path={`address.nearby.${index}.name.es`} label={name} required />
          <DraftNumberField
            path={`address.nearby.${index}.distanceM`}
            label={t('form.nearbyDistance', { number: index + 1 })}
            required
          />
        </div>
      )}
    </RowsFieldset>
  );
}

/**
 * An area, town or province, typed in Spanish. The site shows it in each language through the gazetteer
 * of place names; a name the gazetteer does not know reads as typed in every language, which the hint says.
 */
function PlaceField({
  path,
  label,
}: {
  path: 'address.area' | 'address.city' | 'address.province';
  label: string;
}) {
  const { t } = useTranslation('adminProperties');
  const typed = useWatch<PropertyDraft, typeof path>({ name: path }) ?? '';
  const unknown = typed.trim() !== '' && placeNames(typed) === null;
  return (
    <DraftTextField
      path={path}
      label={label}
      required
      hint={unknown ? t('form.hints.unknownPlace') : undefined}
    />
  );
}

export function LocationSection() {
  const { t } = useTranslation('adminProperties');
  const label = (field: keyof Catalogue<'adminProperties'>['form']['fields']['address']) =>
    t(`form.fields.address.${field}`);
  return (
    <FormSection id="section-location" title={t('form.sections.location')}>
      <div className={styles.grid2}>
        <PlaceField path="address.area" label={label('area')} />
        <PlaceField path="address.city" label={label('city')} />
        <PlaceField path="address.province" label={label('province')} />
        <DraftTextField
          path="address.postalCode"
          label={label('postalCode')}
          inputMode="text"
          hint={t('form.hints.postalCode')}
          required
        />
      </div>
      <div className={styles.grid3}>
        <DraftNumberField path="address.beachDistanceM" label={label('beachDistanceM')} required />
        <DraftNumberField path="address.cityCenterDistanceM" label={label('cityCenterDistanceM')} required />
        <DraftNumberField path="address.airportDistanceKm" label={label('airportDistanceKm')} required />
      </div>
      <div className={styles.grid2}>
        <DraftNumberField
          path="address.coordinates.lat"
          label={label('lat')}
          hint={t('form.hints.coordinates')}
        />
        <DraftNumberField path="address.coordinates.lng" label={label('lng')} />
      </div>
      <DraftCheckbox
        path="address.hideExactLocation"
        label={label('hideExactLocation')}
        hint={t('form.hints.hideExactLocation')}
      />
      <NearbyPlaces />
    </FormSection>
  );
}
