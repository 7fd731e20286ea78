/**
 * The field of a job's data that names the person its personal data belongs to: the register's subject of
 * the event the job came from (`account-<id>`, `booking-<id>`, ...). Erasing an account removes the queued and
 * failed jobs of every person linked to it, and a worker never runs a job whose person was erased.
 */
export const DATA_SUBJECT_FIELD = 'dataSubject';

/** `data` with its person named, when the data is an object and there is a person to name. */
export function withDataSubject<Data>(data: Data, person: string | null): Data {
  if (person === null || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return { ...data, [DATA_SUBJECT_FIELD]: person };
}

/** The person a job's data belongs to, or null when it names none. */
export function dataSubjectOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const person = (data as Record<string, unknown>)[DATA_SUBJECT_FIELD];
  return typeof person === 'string' ? person : null;
}
