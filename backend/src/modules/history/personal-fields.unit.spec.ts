import { MASK, maskPersonalData, PERSONAL_FIELDS } from './personal-fields';

/** An event's data with every listed personal field set to a recognisable value. */
function dataWith(paths: readonly string[], value: string): Record<string, unknown> {
  const data: Record<string, unknown> = { kept: 'visible' };
  for (const path of paths) {
    const fields = path.split('.');
    let target = data;
    for (const field of fields.slice(0, -1)) {
      target[field] = (target[field] as Record<string, unknown> | undefined) ?? { kept: 'visible' };
      target = target[field] as Record<string, unknown>;
    }
    target[fields[fields.length - 1]] = value;
  }
  return data;
}

describe('personal fields of the history', () => {
  it.each(Object.entries(PERSONAL_FIELDS))('masks every personal field of %s', (type, paths) => {
    const stored = dataWith(paths, 'Ana García ana@example.com +34 600 000 000');
    const masked = maskPersonalData(type, stored);
    const text = JSON.stringify(masked);
    expect(text).not.toContain('Ana García');
    expect(text.split(MASK)).toHaveLength(paths.length + 1);
    expect(text).toContain('visible');
    // The stored event is never changed.
    expect(JSON.stringify(stored)).toContain('Ana García');
  });

  it('leaves types without personal fields, and absent or null fields, as they are', () => {
    const data = { propertyId: 'villa', reference: 'CC-SAN-001' };
    expect(maskPersonalData('PropertyListed', data)).toBe(data);
    expect(maskPersonalData('InquirySent', { name: 'Ana', phone: null })).toEqual({
      name: MASK,
      phone: null,
    });
    expect(maskPersonalData('ProfileUpdated', { changes: { language: 'en' } })).toEqual({
      changes: { language: 'en' },
    });
  });
});
