import { Type } from '@mikro-orm/core';

/** A position as a map states it, in decimal degrees. */
export interface LngLatPoint {
  lng: number;
  lat: number;
}

/** Micro-degrees per degree: the unit of the points the database stores (about 0.1 m). */
export const MICRODEGREES = 1_000_000;

/** Degrees as the whole number of micro-degrees nearest to them. */
export const toMicrodegrees = (degrees: number): number => Math.round(degrees * MICRODEGREES);

/**
 * PostgreSQL's built-in `point` (x = longitude, y = latitude) counted in whole micro-degrees, read and written
 * as `{ lng, lat }` in degrees. Why not degrees: PostgreSQL's geometric operators compare with a fixed
 * tolerance of 1e-6 (in the column's unit), and its point-in-polygon test applies it to a cross product, so in
 * degrees a point up to tens of metres outside a small drawn area would count as inside. In whole
 * micro-degrees every coordinate, difference and product the tests compute is exact, and "on the edge" means
 * exactly on it (to 0.1 m).
 */
export class MicrodegreePointType extends Type<LngLatPoint | null, string | null> {
  override convertToDatabaseValue(value: LngLatPoint | null | undefined): string | null {
    return value ? `(${toMicrodegrees(value.lng)},${toMicrodegrees(value.lat)})` : null;
  }

  override convertToJSValue(value: unknown): LngLatPoint | null {
    if (value === null || value === undefined) return null;
    const { x, y } =
      typeof value === 'string'
        ? (([x, y]) => ({ x, y }))(
            value
              .replace(/[()\s]/g, '')
              .split(',')
              .map(Number),
          )
        : (value as { x: number; y: number });
    return { lng: x / MICRODEGREES, lat: y / MICRODEGREES };
  }

  override getColumnType(): string {
    return 'point';
  }
}
