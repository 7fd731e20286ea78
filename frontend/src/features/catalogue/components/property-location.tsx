import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '../../../lib/api/types';
import { useLocalize } from '../../../lib/i18n/localize';
import { LazyPropertyLocationMap } from './map/lazy-maps';
import mapStyles from './map/map.module.css';

/**
 * A listing's place on the map: its public point, which is the centre of a ~1 km cell when the owner
 * keeps the exact location for visits (then said in words too, which also reads without the map).
 */
export function PropertyLocation({ property }: { property: PropertyDetail }) {
  const { t } = useTranslation('map');
  const localize = useLocalize();
  const { coordinates, approximateLocation } = property.address;
  if (!coordinates) return null;
  return (
    <>
      <LazyPropertyLocationMap
        lat={coordinates.lat}
        lng={coordinates.lng}
        approximate={approximateLocation}
        title={localize(property.title)}
      />
      {approximateLocation ? <p className={mapStyles.approximateNote}>{t('location.approximate')}</p> : null}
    </>
  );
}
