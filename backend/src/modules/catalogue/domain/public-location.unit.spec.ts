import { gridCellCentre, publicLocation } from './public-location';

const address = (coordinates: { lat: number; lng: number } | null, hideExactLocation: boolean) =>
  ({ coordinates, hideExactLocation }) as Parameters<typeof publicLocation>[0];

describe('the public location of a property', () => {
  it('snaps a point to the centre of its 0.01° grid cell, the same for every point of the cell', () => {
    expect(gridCellCentre({ lat: 43.4738, lng: -3.7893 })).toEqual({ lat: 43.475, lng: -3.785 });
    expect(gridCellCentre({ lat: 43.4701, lng: -3.7801 })).toEqual({ lat: 43.475, lng: -3.785 });
    expect(gridCellCentre({ lat: 43.4799, lng: -3.7899 })).toEqual({ lat: 43.475, lng: -3.785 });
  });

  it('puts a point on a cell edge in the cell above and east of it, whatever the float error', () => {
    expect(gridCellCentre({ lat: 43.46, lng: -3.8 })).toEqual({ lat: 43.465, lng: -3.795 });
    // 0.29 * 100 is 28.999999999999996 in floating point: still the cell from 0.29 to 0.30.
    expect(gridCellCentre({ lat: 43.46, lng: 0.29 })).toEqual({ lat: 43.465, lng: 0.295 });
    expect(gridCellCentre({ lat: 0, lng: 0 })).toEqual({ lat: 0.005, lng: 0.005 });
  });

  it('shows the exact point unless the owner hides it', () => {
    const exact = { lat: 43.4738, lng: -3.7893 };
    expect(publicLocation(address(exact, false))).toEqual({ coordinates: exact, approximate: false });
    expect(publicLocation(address(exact, true))).toEqual({
      coordinates: { lat: 43.475, lng: -3.785 },
      approximate: true,
    });
    expect(publicLocation(address(null, true))).toEqual({ coordinates: null, approximate: false });
  });
});
