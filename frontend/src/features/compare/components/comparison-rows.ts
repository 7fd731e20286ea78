import type { ComparedProperty, EnergyRating, FeatureKey } from '../../../lib/api/types';
import { FEATURE_OPTIONS } from '../../../widgets/property-search/search-options';

/** Which end of a row's values is the better one for a buyer; `none` when neither is (type, features). */
export type Better = 'lower' | 'higher' | 'none';

/** A row's value for one property: null when the property has none (no plot, no community fees). */
export type CellValue = number | string | boolean | null;

export type GroupKey = 'summary' | 'price' | 'size' | 'rooms' | 'age' | 'distances' | 'features';

export type RowKey =
  | 'type'
  | 'location'
  | 'price'
  | 'pricePerM2'
  | 'communityFees'
  | 'propertyTax'
  | 'sizeBuilt'
  | 'sizePlot'
  | 'bedrooms'
  | 'bathrooms'
  | 'yearBuilt'
  | 'yearRenovated'
  | 'energyRating'
  | 'beach'
  | 'center'
  | 'airport'
  | `feature:${FeatureKey}`;

export interface RowSpec {
  key: RowKey;
  better: Better;
  value: (property: ComparedProperty) => CellValue;
}

/** A better energy certificate is a lower letter: A ranks 0, G ranks 6. */
const ENERGY_RANK: Record<EnergyRating, number> = { A: 0, B: 1, C: 2, D: 3, E: 4, F: 5, G: 6 };
export const energyRank = (rating: EnergyRating): number => ENERGY_RANK[rating];

/** The rows of the comparison, grouped, in the order the table shows them. */
export const COMPARISON_GROUPS: readonly { key: GroupKey; rows: readonly RowSpec[] }[] = [
  {
    key: 'summary',
    rows: [
      { key: 'type', better: 'none', value: (p) => p.type },
      { key: 'location', better: 'none', value: (p) => p.location },
    ],
  },
  {
    key: 'price',
    rows: [
      { key: 'price', better: 'lower', value: (p) => p.priceEur },
      { key: 'pricePerM2', better: 'lower', value: (p) => p.pricePerM2Eur },
      { key: 'communityFees', better: 'lower', value: (p) => p.communityFeesEur },
      { key: 'propertyTax', better: 'lower', value: (p) => p.propertyTaxEur },
    ],
  },
  {
    key: 'size',
    rows: [
      { key: 'sizeBuilt', better: 'higher', value: (p) => p.sizeBuiltM2 },
      { key: 'sizePlot', better: 'higher', value: (p) => p.sizePlotM2 },
    ],
  },
  {
    key: 'rooms',
    rows: [
      { key: 'bedrooms', better: 'higher', value: (p) => p.bedrooms },
      { key: 'bathrooms', better: 'higher', value: (p) => p.bathrooms },
    ],
  },
  {
    key: 'age',
    rows: [
      { key: 'yearBuilt', better: 'higher', value: (p) => p.yearBuilt },
      { key: 'yearRenovated', better: 'higher', value: (p) => p.yearRenovated },
      { key: 'energyRating', better: 'lower', value: (p) => energyRank(p.energyRating) },
    ],
  },
  {
    key: 'distances',
    rows: [
      { key: 'beach', better: 'lower', value: (p) => p.beachDistanceM },
      { key: 'center', better: 'lower', value: (p) => p.cityCenterDistanceM },
      { key: 'airport', better: 'lower', value: (p) => p.airportDistanceKm },
    ],
  },
  {
    key: 'features',
    rows: FEATURE_OPTIONS.map((feature) => ({
      key: `feature:${feature}` as const,
      better: 'none' as const,
      value: (p: ComparedProperty) => p.amenities.includes(feature),
    })),
  },
];

export interface RowComparison {
  /** Every property has the same value (or none): the row tells no difference. */
  allEqual: boolean;
  /**
   * Per property: it holds the row's best value (the lowest price, the largest size, the nearest beach…).
   * Nobody is best when the row is all equal or has no better end, nor for a property with no value.
   */
  best: boolean[];
}

/** How the properties differ on one row. */
export function compareRow(values: readonly CellValue[], better: Better): RowComparison {
  const allEqual = values.every((value) => value === values[0]);
  const numbers = values.filter((value): value is number => typeof value === 'number');
  if (allEqual || better === 'none' || numbers.length < 2) return { allEqual, best: values.map(() => false) };
  const target = better === 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  return { allEqual, best: values.map((value) => value === target) };
}
