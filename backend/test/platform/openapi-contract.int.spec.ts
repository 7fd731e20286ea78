import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '../../src/platform/http/openapi';
import { startTestApi, type TestApi } from '../support/test-api';

const COMMITTED = path.resolve(__dirname, '../../../frontend/src/lib/api/openapi.json');

describe('OpenAPI contract', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('matches the document the SPA types are generated from (run `npm run build && npm run gen:api`)', () => {
    const committed = JSON.parse(readFileSync(COMMITTED, 'utf8'));
    expect(JSON.parse(JSON.stringify(buildOpenApiDocument(api.app)))).toEqual(committed);
  });
});
