import type { CustomTypeOptions } from 'i18next';

/** The catalogues i18next.d.ts declares; a program compiled without that declaration (the specs') sees none. */
type Resources = CustomTypeOptions extends { resources: infer R } ? R : Record<string, never>;

/**
 * A namespace's Spanish catalogue as a type (see i18next.d.ts): `keyof` one of its parts names the keys a
 * label helper may take, so a key built from a field's name is checked like a written one.
 */
export type Catalogue<Ns extends keyof Resources> = Resources[Ns];
