import { describe, expect, it } from '@jest/globals';
import { gridImageLoading, imageLoadingProps } from './card-image-loading';

describe('the loading of a grid card image', () => {
  it('fetches the first row with the page, the first card first, and the rest as they near the viewport', () => {
    expect([0, 1, 2, 3].map((index) => gridImageLoading(index))).toEqual(['first', 'eager', 'eager', 'lazy']);
  });

  it('holds two cards a row in the properties grid', () => {
    expect([0, 1, 2, 5].map((index) => gridImageLoading(index, 2))).toEqual([
      'first',
      'eager',
      'lazy',
      'lazy',
    ]);
  });

  it('makes the attributes of each', () => {
    expect(imageLoadingProps('first')).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(imageLoadingProps('eager')).toEqual({ loading: 'eager', fetchPriority: 'auto' });
    expect(imageLoadingProps('lazy')).toEqual({ loading: 'lazy', fetchPriority: 'auto' });
  });
});
