import { describe, expect, it } from '@jest/globals';
import { areaToText, boundsToText, parseArea, parseBounds } from './map-area';

describe('the map area in the address', () => {
  it('reads bounds as west,south,east,north and writes them back with five decimals at most', () => {
    expect(parseBounds('-3.9,43.4,-3.7,43.5')).toEqual([-3.9, 43.4, -3.7, 43.5]);
    expect(boundsToText([-3.912345678, 43.4, -3.7, 43.5])).toBe('-3.91235,43.4,-3.7,43.5');
  });

  it('refuses bounds the API would refuse: not four numbers, out of range, or turned inside out', () => {
    for (const text of [
      null,
      '',
      '1,2,3',
      '1,2,3,4,5',
      'a,43,b,44',
      '-190,43,-3,44',
      '-4,-95,-3,44',
      '-3,43,-4,44',
      '-4,44,-3,43',
      '1e2,1,2,3',
    ]) {
      expect(parseBounds(text)).toBeUndefined();
    }
  });

  it('reads a drawn shape, dropping a closing repeat of the first corner, and writes it back', () => {
    const text = '-3.9,43.4;-3.7,43.4;-3.8,43.5';
    expect(parseArea(text)).toEqual([
      [-3.9, 43.4],
      [-3.7, 43.4],
      [-3.8, 43.5],
    ]);
    expect(parseArea(`${text};-3.9,43.4`)).toEqual(parseArea(text));
    expect(
      areaToText([
        [-3.123456789, 43.4],
        [-3.7, 43.4],
        [-3.8, 43.5],
      ]),
    ).toBe('-3.12346,43.4;-3.7,43.4;-3.8,43.5');
  });

  it('refuses shapes of fewer than three distinct corners, more than a hundred, or bad numbers', () => {
    const corners = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => `${(-4 + index / 1000).toFixed(3)},${index % 2 ? 43.5 : 43.4}`,
      ).join(';');
    expect(parseArea(corners(100))).toHaveLength(100);
    for (const text of [
      null,
      '',
      '-3.9,43.4;-3.7,43.4',
      '-3.9,43.4;-3.9,43.4;-3.7,43.4',
      corners(101),
      '-3.9,43.4;-3.7;-3.8,43.5',
      '-3.9,43.4;-3.7,95;-3.8,43.5',
    ]) {
      expect(parseArea(text)).toBeUndefined();
    }
  });
});
