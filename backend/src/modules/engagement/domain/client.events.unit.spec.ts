import { EventSchemas } from '../../../platform/event-store/event-schemas';
import { clientEvents } from './client.events';

const schemas = new EventSchemas();
schemas.register(clientEvents);

describe('client events of any age', () => {
  it('reads a search saved before alerts of reductions only existed as alerting of everything', () => {
    const stored = {
      userId: 'u1',
      searchId: 's1',
      name: 'Villas',
      filters: { type: ['villa'] },
      frequency: 'daily',
      savedAt: '2026-11-01T00:00:00.000Z',
    };
    expect(schemas.upcast('SearchSaved', 1, stored)).toEqual({
      data: { ...stored, reductionsOnly: false },
      schemaVersion: 2,
    });
  });
});
