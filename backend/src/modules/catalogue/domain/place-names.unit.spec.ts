import { LANGUAGES } from '../../../platform/i18n/languages';
import { SAMPLE_PROPERTIES } from '../seed/sample-properties';
import { LOCATIONS } from './catalogue-enums';
import {
  KNOWN_PLACES,
  LOCATION_PLACES,
  locationName,
  placeName,
  placeNames,
  placeSearchText,
} from './place-names';

const CYRILLIC_ONLY = /^[\p{Script=Cyrillic}\s\-.]+$/u;

describe('the gazetteer of place names', () => {
  const samplePlaces = SAMPLE_PROPERTIES.flatMap(({ details }) => [
    details.address.area,
    details.address.city,
    details.address.province,
  ]);

  it('names every place of the sample listings and of the location filter in the five languages', () => {
    for (const place of [...samplePlaces, ...Object.values(LOCATION_PLACES)]) {
      const names = placeNames(place);
      expect({ place, names: names && LANGUAGES.filter((language) => names[language]?.trim()) }).toEqual({
        place,
        names: [...LANGUAGES],
      });
    }
    expect(Object.keys(LOCATION_PLACES).sort()).toEqual([...LOCATIONS].sort());
  });

  it('writes Russian and Macedonian in Cyrillic only', () => {
    for (const names of KNOWN_PLACES) {
      expect(names.ru).toMatch(CYRILLIC_ONLY);
      expect(names.mk).toMatch(CYRILLIC_ONLY);
    }
  });

  it('finds a place however its Spanish name is spaced, cased or dashed', () => {
    expect(placeName('El Sardinero', 'ru')).toBe('Эль-Сардинеро');
    expect(placeName(' el  sardinero ', 'mk')).toBe('Ел Сардинеро');
    expect(placeName('Puerto – Paseo Marítimo', 'de')).toBe('Hafen - Strandpromenade');
    expect(locationName('santillana', 'ru')).toBe('Сантильяна-дель-Мар');
  });

  it('keeps the Spanish name of a place it does not know', () => {
    expect(placeName('Cabo Mayor', 'ru')).toBe('Cabo Mayor');
    expect(placeNames('Cabo Mayor')).toBeNull();
  });

  it('reads a place named in any language as its Spanish name for a text search', () => {
    expect(placeSearchText('Кантабрия')).toBe('Cantabria');
    expect(placeSearchText('hafen – strandpromenade')).toBe('Puerto - Paseo Marítimo');
    expect(placeSearchText('villa con piscina')).toBe('villa con piscina');
  });
});
