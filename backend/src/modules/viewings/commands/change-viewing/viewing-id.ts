import { DomainError } from '../../../../platform/domain/domain-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A viewing id from a path; anything else is a viewing that does not exist. */
export function viewingIdParam(id: string): string {
  if (!UUID.test(id)) throw new DomainError('not_found', 'viewing_not_found', `Viewing ${id} does not exist`);
  return id.toLowerCase();
}
