import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildOpenApiDocument } from '../../src/platform/http/openapi';
import { startTestApi, type TestApi } from '../support/test-api';

const ROOT = path.resolve(__dirname, '../../..');
const COMMITTED = path.join(ROOT, 'frontend/src/lib/api/openapi.json');
const ZOD_SCHEMAS = path.join(ROOT, 'frontend/src/lib/api/zod.gen.ts');

/** The Zod schemas `npm run gen:api` writes from the committed document, formatted as the script does. */
async function generatedZodSchemas(): Promise<string> {
  const out = await mkdtemp(path.join(tmpdir(), 'zod-gen-'));
  try {
    await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/openapi-ts'),
      ['-f', 'frontend/openapi-ts.config.ts', '-o', out, '-s'],
      { cwd: ROOT },
    );
    const generated = await readFile(path.join(out, 'zod.gen.ts'), 'utf8');
    return execFileSync(path.join(ROOT, 'node_modules/.bin/prettier'), ['--stdin-filepath', ZOD_SCHEMAS], {
      cwd: ROOT,
      input: generated,
      encoding: 'utf8',
    });
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

describe('OpenAPI contract', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('matches the document the SPA types are generated from (run `npm run build && npm run gen:api`)', async () => {
    const committed = JSON.parse(await readFile(COMMITTED, 'utf8'));
    expect(JSON.parse(JSON.stringify(buildOpenApiDocument(api.app)))).toEqual(committed);
  });

  it('the SPA form schemas are generated from that document (run `npm run gen:api`)', async () => {
    expect(await readFile(ZOD_SCHEMAS, 'utf8')).toBe(await generatedZodSchemas());
  });
});
