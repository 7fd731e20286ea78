import { startTestApi, type TestApi } from '../support/test-api';

/** The map's tiles are configuration: the SPA reads the style, the CSP lets the browser reach its origin. */
describe('map configuration', () => {
  describe('with the default style', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi();
    });
    afterAll(() => api.close());

    it('names the OpenStreetMap-based style and lets MapLibre reach its origin and run its workers', async () => {
      const response = await api.http().get('/api/site/map-config').expect(200);
      expect(response.body).toEqual({ styleUrl: 'https://tiles.openfreemap.org/styles/liberty' });
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://tiles.openfreemap.org");
      expect(csp).toContain("img-src 'self' data: blob: https://tiles.openfreemap.org");
      expect(csp).toContain("worker-src 'self' blob:");
    });
  });

  describe('with MAP_STYLE_URL=none', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi({ env: { MAP_STYLE_URL: 'none' } });
    });
    afterAll(() => api.close());

    it('asks for the blank map and opens no other origin', async () => {
      const response = await api.http().get('/api/site/map-config').expect(200);
      expect(response.body).toEqual({ styleUrl: null });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self';");
      expect(csp).not.toContain('openfreemap');
    });
  });
});
