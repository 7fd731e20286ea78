import type { PropertyDetails } from './property';

export interface Coordinates {
  lat: number;
  lng: number;
}

/** The side of the grid cells an approximate location is snapped to, in degrees (about 1.1 km × 0.8 km here). */
export const APPROXIMATE_GRID_DEGREES = 0.01;
const CELLS_PER_DEGREE = Math.round(1 / APPROXIMATE_GRID_DEGREES);

/**
 * The centre of the grid cell that holds the point. Deterministic: every reading of a hidden property gives the
 * same point, so neither repeated queries nor tiny drawn areas can narrow it down to the exact one. Rounding to
 * 7 decimals first keeps a point written on a cell's edge (43.46) in the same cell whatever the float error.
 */
export function gridCellCentre(point: Coordinates): Coordinates {
  const centre = (degrees: number) => {
    const cell = Math.floor(Math.round(degrees * 1e7) / (1e7 / CELLS_PER_DEGREE));
    return Number(((cell + 0.5) / CELLS_PER_DEGREE).toFixed(6));
  };
  return { lat: centre(point.lat), lng: centre(point.lng) };
}

/** Where the public may see the property: the exact point, or its grid cell's centre when the owner hides it. */
export function publicLocation(address: PropertyDetails['address']): {
  coordinates: Coordinates | null;
  approximate: boolean;
} {
  if (!address.coordinates) return { coordinates: null, approximate: false };
  return address.hideExactLocation
    ? { coordinates: gridCellCentre(address.coordinates), approximate: true }
    : { coordinates: address.coordinates, approximate: false };
}
