import { randomUUID } from 'node:crypto';
import { FEATURE_KEYS, LOCATIONS, PROPERTY_TYPES } from '../modules/catalogue/domain/catalogue-enums';
import {
  normalizeFilters,
  SAVED_SEARCH_LIMIT,
  type AlertFrequency,
  type SearchFilters,
} from '../modules/engagement/domain/search-filters';
import type { Language } from '../platform/i18n/languages';

/* The clients of bench:alerts: accounts, saved searches, favorites and alert settings, drawn from a seed. */

/** mulberry32: a small seeded generator, so a seed gives the same clients and searches every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

const pickOne = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];

/** `count` different values of the list. */
function pickSome<T>(random: Random, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0)
    picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return picked;
}

/** One of the keys, with the weights given. */
function weighted<K extends string>(random: Random, weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  let r = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    r -= weight;
    if (r < 0) return key;
  }
  return entries[entries.length - 1][0];
}

export interface BenchClient {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
}

export interface BenchSearch {
  id: string;
  userId: string;
  name: string;
  filters: SearchFilters;
  frequency: AlertFrequency;
}

export interface BenchClientSpace {
  searches: BenchSearch[];
  /** Per client, the properties they follow. */
  favorites: Map<string, string[]>;
  /** The clients who turned price-drop e-mails off. */
  priceDropAlertsOff: Set<string>;
}

/** Most clients read Spanish or English; the rest German, Russian and Macedonian. */
const LANGUAGE_SHARES: Record<Language, number> = { es: 40, en: 25, de: 15, ru: 12, mk: 8 };
/** Most clients keep the proposed daily digest; a few want every alert at once. */
const FREQUENCY_SHARES: Record<AlertFrequency, number> = { instant: 10, daily: 50, weekly: 22, none: 18 };
const FIRST_NAMES = [
  'Lucía',
  'Javier',
  'Emma',
  'Oliver',
  'Anna',
  'Lukas',
  'Ольга',
  'Дмитрий',
  'Ана',
  'Марко',
];
const LAST_NAMES = ['Sainz', 'Ortega', 'Smith', 'Müller', 'Иванова', 'Петровски', 'Gómez', 'Brown'];
/** Words of the catalogue's titles, areas and cities in several languages and cases, and one that matches nothing. */
const TEXT_QUERIES = [
  'sardinero',
  'Puerto',
  'vistas',
  'villa',
  'Ático',
  'harbour',
  'meer',
  'вилла',
  'castro urdiales',
  'comillas',
  'centro',
  'casona montañesa',
];
const PRICE_MAX = [300_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000];
const PRICE_MIN = [150_000, 250_000, 400_000, 600_000, 1_000_000];
const SIZE_MIN = [80, 120, 150, 200, 300];
const SIZE_MAX = [150, 250, 400];

export function generateClients(random: Random, count: number): BenchClient[] {
  return Array.from({ length: count }, (_, n) => ({
    id: randomUUID(),
    email: `client-${n}@bench.example`,
    firstName: pickOne(random, FIRST_NAMES),
    lastName: pickOne(random, LAST_NAMES),
    language: weighted(random, LANGUAGE_SHARES),
  }));
}

/** What people save from the filter panel: mostly a town or two and a type, a price ceiling, bedrooms. */
function searchFilters(random: Random): SearchFilters {
  const filters: SearchFilters = {};
  const chance = (p: number) => random() < p;
  const locations = weighted(random, { one: 62, two: 25, none: 13 });
  if (locations !== 'none') filters.location = pickSome(random, LOCATIONS, locations === 'one' ? 1 : 2);
  const types = weighted(random, { one: 55, two: 20, none: 25 });
  if (types !== 'none') filters.type = pickSome(random, PROPERTY_TYPES, types === 'one' ? 1 : 2);
  if (chance(0.75)) filters.priceMax = pickOne(random, PRICE_MAX);
  if (chance(0.3)) {
    const priceMin = pickOne(random, PRICE_MIN);
    if (filters.priceMax === undefined || priceMin < filters.priceMax) filters.priceMin = priceMin;
  }
  if (chance(0.55)) filters.bedroomsMin = 2 + Math.floor(random() * 4);
  if (chance(0.15)) filters.bathroomsMin = 2 + Math.floor(random() * 2);
  if (chance(0.2)) filters.sizeMin = pickOne(random, SIZE_MIN);
  if (chance(0.06)) {
    const sizeMax = pickOne(random, SIZE_MAX);
    if (filters.sizeMin === undefined || filters.sizeMin < sizeMax) filters.sizeMax = sizeMax;
  }
  if (chance(0.3)) filters.features = pickSome(random, FEATURE_KEYS, chance(0.7) ? 1 : 2);
  if (chance(0.08)) filters.q = pickOne(random, TEXT_QUERIES);
  // As the API stores them (sorted lists, no empty values).
  return normalizeFilters(filters);
}

/**
 * `searchCount` searches among 60% of the clients, some of whom keep many (up to the limit);
 * `favoriteCount` favorites among 70% of them, popular properties followed by many;
 * 12% of those who follow something turned price-drop e-mails off.
 */
export function generateClientSpace(
  random: Random,
  clients: readonly BenchClient[],
  followable: readonly string[],
  searchCount: number,
  favoriteCount: number,
): BenchClientSpace {
  // A skewed draw: the first ones of a list far more often than the last.
  const skewed = <T>(list: readonly T[]) => list[Math.floor(list.length * random() ** 1.6)];

  const searchers = pickSome(random, clients, Math.round(clients.length * 0.6));
  const searchesOf = new Map<string, number>();
  const searches: BenchSearch[] = [];
  while (searches.length < searchCount) {
    const client = skewed(searchers);
    const count = searchesOf.get(client.id) ?? 0;
    if (count >= SAVED_SEARCH_LIMIT) continue;
    searchesOf.set(client.id, count + 1);
    searches.push({
      id: randomUUID(),
      userId: client.id,
      name: `Búsqueda ${count + 1}`,
      filters: searchFilters(random),
      frequency: weighted(random, FREQUENCY_SHARES),
    });
  }

  const followers = pickSome(random, clients, Math.round(clients.length * 0.7));
  const popularity = pickSome(random, followable, followable.length);
  const favorites = new Map<string, string[]>();
  const kept = new Set<string>();
  while (kept.size < favoriteCount) {
    const client = skewed(followers);
    const property = skewed(popularity);
    const key = `${client.id} ${property}`;
    if (kept.has(key)) continue;
    kept.add(key);
    favorites.set(client.id, [...(favorites.get(client.id) ?? []), property]);
  }
  const priceDropAlertsOff = new Set(
    pickSome(random, [...favorites.keys()], Math.round(favorites.size * 0.12)),
  );
  return { searches, favorites, priceDropAlertsOff };
}
