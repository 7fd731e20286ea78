/**
 * How a card's image loads: `lazy` once it nears the viewport; `eager` with the page, for the cards in view
 * when it opens; `first` too, ahead of everything else, for the first of them (usually the page's largest
 * paint).
 */
export type CardImageLoading = 'lazy' | 'eager' | 'first';

/** The image loading of the card at `index` of a grid whose first row is in view when the page opens. */
export function gridImageLoading(index: number): CardImageLoading {
  if (index === 0) return 'first';
  return index < 3 ? 'eager' : 'lazy';
}

/** The image's attributes for it. */
export function imageLoadingProps(loading: CardImageLoading) {
  return {
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: loading === 'first' ? 'high' : 'auto',
  } as const;
}
