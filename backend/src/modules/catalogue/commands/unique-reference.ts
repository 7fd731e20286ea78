import { DomainError } from '../../../platform/domain/domain-error';

/**
 * Property references are unique (a unique index of catalogue_properties, written by the inline projection in
 * the command's transaction): a second property with the same reference rolls the whole command back. This
 * turns that refusal into a 409 that names the field.
 */
export async function withUniqueReference<T>(reference: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const e = error as { code?: string; constructor?: { name?: string }; message?: string };
    const unique = e?.code === '23505' || e?.constructor?.name === 'UniqueConstraintViolationException';
    if (unique && String(e.message).includes('reference')) {
      throw new DomainError(
        'conflict',
        'reference_taken',
        `Another property has the reference ${reference}`,
        {
          field: 'details.reference',
        },
      );
    }
    throw error;
  }
}
