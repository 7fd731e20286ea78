/** What the back office's read of a property adds to its details: never part of a request. */
const READ_MODEL_FIELDS = [
  ...['id', 'version', 'status', 'listedAt', 'updatedAt', 'isNew', 'pricePerM2Eur', 'reduction'],
  ...['machineTranslated', 'translationStatus'],
];

/** A property as `GET /api/admin/properties/:id` answers it, as the details a create or revise request takes. */
export function editableDetails<T extends Record<string, unknown>>(property: T): T {
  const details: Record<string, unknown> = { ...property };
  for (const key of READ_MODEL_FIELDS) delete details[key];
  return details as T;
}
