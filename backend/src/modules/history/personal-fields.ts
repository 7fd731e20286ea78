import { PERSONAL_FIELDS } from '../../platform/privacy/personal-fields';

export { PERSONAL_FIELDS };

/** What an admin sees instead of a personal value; owners see the event's values (erased ones as null). */
export const MASK = '•••';

/**
 * A copy of the event's data with its personal fields (the platform's register, PERSONAL_FIELDS) masked;
 * absent and null values stay as they are.
 */
export function maskPersonalData(type: string, data: unknown): unknown {
  const paths = PERSONAL_FIELDS[type];
  if (!paths) return data;
  return paths.reduce((masked, path) => maskPath(masked, path.split('.')), data);
}

function maskPath(value: unknown, [field, ...rest]: string[]): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (record[field] === undefined || record[field] === null) return value;
  return { ...record, [field]: rest.length === 0 ? MASK : maskPath(record[field], rest) };
}
