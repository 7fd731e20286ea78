import { viewingCalendar, viewingUid } from './viewing-calendar';

const VIEWING_ID = '5b0c3f4e-8d2a-4f1b-9c6e-7a1d2e3f4a5b';

describe('The viewing calendar UID', () => {
  it('is the viewing id at the domain of the site, whatever port the site is reached at', () => {
    expect(viewingUid(VIEWING_ID, 'http://localhost:3000')).toBe(`viewing-${VIEWING_ID}@localhost`);
    expect(viewingUid(VIEWING_ID, 'http://localhost:5173/')).toBe(`viewing-${VIEWING_ID}@localhost`);
    expect(viewingUid(VIEWING_ID, 'https://www.costacantabria.es:8443')).toBe(
      `viewing-${VIEWING_ID}@www.costacantabria.es`,
    );
  });

  it('is the same in the invitation of a site on a port as on its default port', () => {
    const invitation = (publicUrl: string) =>
      viewingCalendar({
        viewingId: VIEWING_ID,
        method: 'REQUEST',
        sequence: 1,
        stamp: '2026-11-20T10:00:00.000Z',
        start: '2026-12-01T15:00:00.000Z',
        end: '2026-12-01T16:00:00.000Z',
        summary: 'Viewing',
        description: 'Viewing',
        location: 'Santander',
        organizer: { name: 'Costa Cantabria Luxury', email: 'info@costacantabria.es' },
        publicUrl,
      }).content;
    expect(invitation('https://costacantabria.es:3100')).toContain(
      `UID:viewing-${VIEWING_ID}@costacantabria.es\r\n`,
    );
  });
});
