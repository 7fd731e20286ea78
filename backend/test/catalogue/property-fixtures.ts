import { SAMPLE_PROPERTIES } from '../../src/modules/catalogue/seed/sample-properties';
import type { PropertyDetails } from '../../src/modules/catalogue/domain/property';

/** A complete, valid property as the admin form sends it (a copy of a sample with its own reference). */
export function propertyInput(overrides: Partial<PropertyDetails> = {}): PropertyDetails {
  const sample = structuredClone(SAMPLE_PROPERTIES[0].details);
  return { ...sample, reference: 'CC-TEST-001', ...overrides };
}
