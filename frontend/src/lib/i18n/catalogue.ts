import type { CustomTypeOptions } from 'i18next';

/**
 * A namespace's Spanish catalogue as a type (see i18next.d.ts): `keyof` one of its parts names the keys a
 * label helper may take, so a key built from a field's name is checked like a written one.
 */
export type Catalogue<Ns extends keyof CustomTypeOptions['resources']> = CustomTypeOptions['resources'][Ns];
