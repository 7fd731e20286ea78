import type { Language } from '../../../platform/i18n/languages';
import type { LocationKey } from './catalogue-enums';

/**
 * The agency's gazetteer of Cantabria: each place its listings, filters and offices name, as each language
 * writes it. Spanish is the source (what the back office types); Russian and Macedonian write the names in
 * Cyrillic as their press does (Russian joins the parts of a Spanish name with hyphens: Эль-Сардинеро;
 * Macedonian spells them as they sound: Ел Сардинеро); English and German keep the Spanish name unless they
 * have their own (Kantabrien) or the name is a description (Puerto: Harbour, Hafen).
 *
 * Place names are curated here rather than machine-translated like titles: a translator renders the words
 * of a proper name ("Punta del Dichoso" as "the lucky man's point") and would name one area differently on
 * every listing. A place the gazetteer does not know reads in Spanish in every language until it is added
 * here.
 *
 * Shared with the SPA (frontend/src/lib/places/place-names.ts re-exports it): no imports but types.
 */
export type PlaceNames = Record<Language, string>;

/** Every place of the gazetteer with its names. */
export const KNOWN_PLACES: readonly PlaceNames[] = [
  // The region, and the towns of the location filter.
  { es: 'Cantabria', en: 'Cantabria', de: 'Kantabrien', ru: 'Кантабрия', mk: 'Кантабрија' },
  { es: 'Santander', en: 'Santander', de: 'Santander', ru: 'Сантандер', mk: 'Сантандер' },
  {
    es: 'Castro Urdiales',
    en: 'Castro Urdiales',
    de: 'Castro Urdiales',
    ru: 'Кастро-Урдиалес',
    mk: 'Кастро Урдијалес',
  },
  { es: 'Laredo', en: 'Laredo', de: 'Laredo', ru: 'Ларедо', mk: 'Ларедо' },
  { es: 'Comillas', en: 'Comillas', de: 'Comillas', ru: 'Комильяс', mk: 'Комиљас' },
  {
    es: 'Santillana del Mar',
    en: 'Santillana del Mar',
    de: 'Santillana del Mar',
    ru: 'Сантильяна-дель-Мар',
    mk: 'Сантиљана дел Мар',
  },
  { es: 'Suances', en: 'Suances', de: 'Suances', ru: 'Суансес', mk: 'Суансес' },
  { es: 'Noja', en: 'Noja', de: 'Noja', ru: 'Ноха', mk: 'Ноха' },
  // Areas of the listings.
  { es: 'El Sardinero', en: 'El Sardinero', de: 'El Sardinero', ru: 'Эль-Сардинеро', mk: 'Ел Сардинеро' },
  {
    es: 'Paseo de Pereda - Centro histórico',
    en: 'Paseo de Pereda - Historic centre',
    de: 'Paseo de Pereda - Historisches Zentrum',
    ru: 'Пасео-де-Переда - исторический центр',
    mk: 'Пасео де Переда - историски центар',
  },
  {
    es: 'Puerto - Paseo Marítimo',
    en: 'Harbour - Seafront promenade',
    de: 'Hafen - Strandpromenade',
    ru: 'Порт - набережная',
    mk: 'Пристаниште - крајбрежно шеталиште',
  },
  { es: 'Trasvía', en: 'Trasvía', de: 'Trasvía', ru: 'Трасвия', mk: 'Трасвија' },
  { es: 'La Salvé', en: 'La Salvé', de: 'La Salvé', ru: 'Ла-Сальве', mk: 'Ла Салве' },
  {
    es: 'Punta del Dichoso',
    en: 'Punta del Dichoso',
    de: 'Punta del Dichoso',
    ru: 'Пунта-дель-Дичосо',
    mk: 'Пунта дел Дичосо',
  },
];

/** The town each location of the search filter stands for, by its Spanish name. */
export const LOCATION_PLACES: Readonly<Record<LocationKey, string>> = {
  santander: 'Santander',
  castro_urdiales: 'Castro Urdiales',
  laredo: 'Laredo',
  comillas: 'Comillas',
  santillana: 'Santillana del Mar',
  suances: 'Suances',
  noja: 'Noja',
};

/** A Spanish name as typed, however it is spaced, cased or dashed ("puerto – paseo marítimo"). */
const lookupKey = (spanish: string) =>
  spanish
    .normalize('NFC')
    .trim()
    .replace(/\s*[-‐‑–—]\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .toLowerCase();

const BY_SPANISH_NAME = new Map(KNOWN_PLACES.map((names) => [lookupKey(names.es), names]));
const BY_ANY_NAME = new Map(
  KNOWN_PLACES.flatMap((names) => Object.values(names).map((name) => [lookupKey(name), names] as const)),
);

/** The names of a place given by its Spanish name, or null when the gazetteer does not know it. */
export function placeNames(spanish: string): PlaceNames | null {
  return BY_SPANISH_NAME.get(lookupKey(spanish)) ?? null;
}

/** A place as `language` writes it; a place the gazetteer does not know keeps the name it was given. */
export function placeName(spanish: string, language: Language): string {
  return placeNames(spanish)?.[language] ?? spanish;
}

/** The town a location of the search filter stands for, as `language` writes it. */
export function locationName(location: LocationKey, language: Language): string {
  return placeName(LOCATION_PLACES[location], language);
}

/**
 * What a text search looks for: a place named in any language ("Эль-Сардинеро") stands for its Spanish
 * name, the one the listings are stored and searched under; any other text stays as it is.
 */
export function placeSearchText(text: string): string {
  return BY_ANY_NAME.get(lookupKey(text))?.es ?? text;
}
