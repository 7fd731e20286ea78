import { Type } from '@mikro-orm/core';

/** A position as a map states it, in decimal degrees. */
export interface LngLatPoint {
  lng: number;
  lat: number;
}

/**
 * PostgreSQL's built-in `point` column (x = longitude, y = latitude) as `{ lng, lat }`. The pg driver reads a
 * point as `{ x, y }`; written as its text form `(x,y)`.
 */
export class PointType extends Type<LngLatPoint | null, string | null> {
  override convertToDatabaseValue(value: LngLatPoint | null | undefined): string | null {
    return value ? `(${value.lng},${value.lat})` : null;
  }

  override convertToJSValue(value: unknown): LngLatPoint | null {
    if (value === null || value === undefined) return null;
    if (typeof value === 'string') {
      const [lng, lat] = value
        .replace(/[()\s]/g, '')
        .split(',')
        .map(Number);
      return { lng, lat };
    }
    const { x, y } = value as { x: number; y: number };
    return { lng: x, lat: y };
  }

  override getColumnType(): string {
    return 'point';
  }
}
