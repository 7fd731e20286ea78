import { describe, expect, it } from '@jest/globals';
import { toFeatures, toMarkers } from './map-markers';
import { drawnArea, searchShape } from './map-shapes';

describe('map markers', () => {
  it('indexes listings as GeoJSON points, longitude first', () => {
    expect(toFeatures([{ id: 'a', lat: 43.46, lng: -3.8, priceEur: 485_000, approximate: false }])).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-3.8, 43.46] },
        properties: { id: 'a', priceEur: 485_000, approximate: false },
      },
    ]);
  });

  it('turns a cluster into a count and a lone listing into its price marker', () => {
    const markers = toMarkers([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-3.8, 43.47] },
        properties: { cluster: true, cluster_id: 7, point_count: 2, point_count_abbreviated: 2 },
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-3.2, 43.38] },
        properties: { id: 'b', priceEur: 695_000, approximate: true },
      },
    ]);
    expect(markers).toEqual([
      { kind: 'cluster', key: 'cluster-7', clusterId: 7, count: 2, lng: -3.8, lat: 43.47 },
      {
        kind: 'property',
        key: 'property-b',
        id: 'b',
        priceEur: 695_000,
        approximate: true,
        lng: -3.2,
        lat: 43.38,
      },
    ]);
  });
});

describe('map shapes', () => {
  it('draws the searched bounds and the drawn shape as closed rings', () => {
    const shape = searchShape({
      bbox: [-4, 43, -3, 44],
      area: [
        [-3.9, 43.4],
        [-3.7, 43.4],
        [-3.8, 43.5],
      ],
    });
    expect(shape.features.map((feature) => feature.geometry.coordinates[0])).toEqual([
      [
        [-3.9, 43.4],
        [-3.7, 43.4],
        [-3.8, 43.5],
        [-3.9, 43.4],
      ],
      [
        [-4, 43],
        [-3, 43],
        [-3, 44],
        [-4, 44],
        [-4, 43],
      ],
    ]);
    expect(searchShape({}).features).toEqual([]);
  });

  it('keeps a drawn ring without its closing corner, thinned to a hundred corners at most', () => {
    expect(
      drawnArea([
        [1, 1],
        [2, 1],
        [2, 2],
        [1, 1],
      ]),
    ).toEqual([
      [1, 1],
      [2, 1],
      [2, 2],
    ]);
    const ring = Array.from({ length: 251 }, (_, index) => [index, index % 3]);
    const thinned = drawnArea(ring);
    expect(thinned).toHaveLength(100);
    expect(thinned[0]).toEqual([0, 0]);
  });
});
