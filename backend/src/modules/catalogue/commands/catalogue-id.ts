import { randomBytes } from 'node:crypto';
import { ApiError } from '../../../platform/http/api-error';

/** Catalogue ids (properties, services, experiences) are slugs; anything else cannot name one. */
export const CATALOGUE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

export function requirePropertyId(id: string): string {
  return requireCatalogueId(id, 'property');
}

export function requireCatalogueId(id: string, kind: 'property' | 'service' | 'experience'): string {
  if (!CATALOGUE_ID.test(id)) throw new ApiError(404, `${kind}_not_found`, `This ${kind} does not exist.`);
  return id;
}

/** A readable, unique id: the Spanish title as a slug plus a random suffix (`villa-frente-al-mar-3f9a1c`). */
export function newCatalogueId(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || 'item'}-${randomBytes(3).toString('hex')}`;
}
