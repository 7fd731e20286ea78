/**
 * How a card's image loads: `lazy` once it nears the viewport; `eager` with the page, for the cards in view
 * when it opens; `first` too, ahead of everything else, for the first of them (usually the page's largest
 * paint).
 */
export type CardImageLoading = 'lazy' | 'eager' | 'first';

/**
 * The image loading of the card at `index` of a grid whose first row, `firstRow` cards, is in view when the
 * page opens: that row eager, the first card first, the rest lazy. The properties grid beside the filters
 * holds two cards a row (and a phone shows one): 2; the full-width grids of services and experiences 3.
 */
export function gridImageLoading(index: number, firstRow = 3): CardImageLoading {
  if (index === 0) return 'first';
  return index < firstRow ? 'eager' : 'lazy';
}

/** The image's attributes for it. */
export function imageLoadingProps(loading: CardImageLoading) {
  return {
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: loading === 'first' ? 'high' : 'auto',
  } as const;
}

/**
 * How wide a card's image is in the properties grid, as `sizes`, so a phone fetches the variant its screen
 * needs and not the widest. From the page's CSS: the container (78rem at most, gutters of
 * clamp(1.25rem, 0.5rem + 3vw, 3rem), i.e. 94vw - 1rem across on most screens), cards of at least 20rem
 * (`.grid-cards`), and from 64rem the filters beside the grid (19.5rem and a 3rem gap). So: one card across
 * up to 45.25rem, two up to 64rem, one beside the filters up to 69.5rem, then two, at most 27rem wide. Each
 * value is within 2 % of the layout's, never under it.
 */
export const PROPERTY_GRID_IMAGE_SIZES = [
  '(min-width: 84rem) 27rem',
  '(min-width: 69.5rem) calc(47vw - 12.5rem)',
  '(min-width: 64rem) calc(94vw - 23.5rem)',
  '(min-width: 45.25rem) calc(47vw - 1rem)',
  'calc(94vw - 1rem)',
].join(', ');
