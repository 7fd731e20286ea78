import { DomainError } from '../../../../platform/domain/domain-error';

/** The shape of a catalogue property id (a slug); anything else cannot name a property. */
export const PROPERTY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

export function requirePropertyId(id: string): string {
  if (!PROPERTY_ID.test(id)) {
    throw new DomainError('not_found', 'property_not_found', 'This property does not exist');
  }
  return id;
}
