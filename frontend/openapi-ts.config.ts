import { defineConfig } from '@hey-api/openapi-ts';

/**
 * `npm run gen:api`: Zod schemas of the API's request and response bodies, from the OpenAPI document, for
 * the forms (lib/forms). Only the Zod plugin: the types and the client come from openapi-typescript.
 */
export default defineConfig({
  input: 'frontend/src/lib/api/openapi.json',
  // The folder also holds hand-written modules and schema.ts: never empty it.
  output: { path: 'frontend/src/lib/api', clean: false, entryFile: false },
  plugins: [{ name: 'zod', requests: false, responses: false }],
});
