/** The three kinds of catalogue entry whose texts are translated. */
export const CATALOGUE_KINDS = ['property', 'service', 'experience'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
