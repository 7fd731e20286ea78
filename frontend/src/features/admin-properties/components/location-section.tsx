import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { emptyText, moveItem, rowKey } from '../utils/property-draft';
import { PROPERTY_LIMITS } from '../utils/property-rules';
import { DraftNumberField, DraftTextField, FormSection, usePropertyForm } from './property-form-context';
import { RowControls } from './row-controls';
import styles from './admin-properties.module.css';

function NearbyPlaces() {
  const { t } = useTranslation('adminProperties');
  const { draft, set, error } = usePropertyForm();
  const places = draft.address.nearby;
  const path = 'address.nearby';
  return (
    <fieldset className={styles.rowsGroup}>
      <legend className={styles.legend}>{t('form.fields.nearby')}</legend>
      {places.length ? (
        <ol className={styles.rows}>
          {places.map((place, index) => {
            const name = t('form.nearbyPlace', { number: index + 1 });
            return (
              <li key={place.key} className={styles.row}>
                <div className={`${styles.grid2} ${styles.grow}`}>
                  <DraftTextField path={`${path}.${index}.name.es`} label={name} required />
                  <DraftNumberField
                    path={`${path}.${index}.distanceM`}
                    label={t('form.nearbyDistance', { number: index + 1 })}
                    required
                  />
                </div>
                <RowControls
                  index={index}
                  count={places.length}
                  name={name}
                  onMove={(from, to) => set(path, moveItem(places, from, to))}
                  onRemove={(at) =>
                    set(
                      path,
                      places.filter((_, i) => i !== at),
                    )
                  }
                />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={styles.muted}>{t('form.noNearby')}</p>
      )}
      {error(path) ? <p className={styles.fieldError}>{error(path)}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        disabled={places.length >= PROPERTY_LIMITS.nearby}
        onClick={() => set(path, [...places, { key: rowKey(), name: emptyText(), distanceM: '' }])}
      >
        {t('form.addNearby')}
      </Button>
    </fieldset>
  );
}

export function LocationSection() {
  const { t } = useTranslation('adminProperties');
  const label = (field: string) => t(`form.fields.address.${field}`);
  return (
    <FormSection id="section-location" title={t('form.sections.location')}>
      <div className={styles.grid2}>
        <DraftTextField path="address.area" label={label('area')} required />
        <DraftTextField path="address.city" label={label('city')} required />
        <DraftTextField path="address.province" label={label('province')} required />
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
      <NearbyPlaces />
    </FormSection>
  );
}
