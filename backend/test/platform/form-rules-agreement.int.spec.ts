import path from 'node:path';
import type * as z from 'zod';
import { CSRF } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/test-api';

/**
 * The SPA's forms check the rules the API enforces (schemas generated from its OpenAPI document, issues
 * named with its codes): the same bad value is refused on both sides, for the same field, with the same
 * code, which is the key of the text the reader sees.
 */

/**
 * A module of the SPA, run here by jest's transform. It is loaded by its path at run time because it
 * belongs to the frontend's TypeScript project (an ES module outside the backend's root).
 */
async function frontendModule<Exports>(file: string): Promise<Exports> {
  return (await import(path.resolve(__dirname, '../../../frontend/src', file))) as Exports;
}

let apiCodeOf: (issue: z.core.$ZodRawIssue) => string;

/** Field -> code of what the form refuses, the first complaint per field as the form shows it. */
function formRefusals(schema: z.ZodType, values: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(values, { error: apiCodeOf });
  const refusals: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) refusals[issue.path.join('.')] ??= issue.message;
  return refusals;
}

interface Case {
  rule: string;
  field: string;
  value: string;
  code: string;
}

const contact = {
  name: 'Ana García',
  email: 'ana@example.com',
  phone: '',
  subject: 'Villa',
  message: 'Hola',
};
const registration = {
  firstName: 'Ana',
  lastName: 'García',
  displayName: '',
  email: 'ana.agreement@example.com',
  phone: '',
  password: 'faro-del-sardinero',
  confirmPassword: 'faro-del-sardinero',
  acceptTerms: true,
  newsletter: false,
};

const forms = [
  {
    form: 'the contact form',
    path: '/api/inquiries',
    schema: async () =>
      (await frontendModule<{ contactSchema: z.ZodType }>('features/contact/utils/contact-schema.ts'))
        .contactSchema,
    values: contact,
    extra: { language: 'es' },
    cases: [
      { rule: 'a bad phone', field: 'phone', value: 'call me maybe', code: 'invalid_phone' },
      { rule: 'a name too long', field: 'name', value: 'N'.repeat(121), code: 'too_long' },
      { rule: 'a blank required field', field: 'message', value: '   ', code: 'required' },
      { rule: 'a bad e-mail', field: 'email', value: 'ana.garcia@', code: 'invalid_email' },
    ] satisfies Case[],
  },
  {
    form: 'the registration form',
    path: '/api/auth/register',
    schema: async () =>
      (await frontendModule<{ registerSchema: z.ZodType }>('features/auth/utils/register-schema.ts'))
        .registerSchema,
    values: registration,
    extra: { language: 'es', rememberMe: false },
    cases: [
      { rule: 'a bad phone', field: 'phone', value: '942.123.456', code: 'invalid_phone' },
      { rule: 'a name too long', field: 'firstName', value: 'A'.repeat(81), code: 'too_long' },
      { rule: 'a blank required field', field: 'lastName', value: ' ', code: 'required' },
      { rule: 'a bad e-mail', field: 'email', value: 'ana example.com', code: 'invalid_email' },
      { rule: 'a short password', field: 'password', value: '1234567', code: 'too_short' },
    ] satisfies Case[],
  },
];

describe('form rules and API rules agree', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    ({ apiCodeOf } = await frontendModule<{ apiCodeOf: typeof apiCodeOf }>('lib/forms/issue-codes.ts'));
  });
  afterAll(() => api.close());

  describe.each(forms)('$form ($path)', ({ path: endpoint, schema: load, values, extra, cases }) => {
    let schema: z.ZodType;
    beforeAll(async () => {
      schema = await load();
    });

    it('accepts the valid values on the form side', () => {
      expect(formRefusals(schema, values)).toEqual({});
    });

    it.each(cases)('refuses $rule ($field) with $code on both sides', async ({ field, value, code }) => {
      const bad = { ...values, [field]: value };
      // The confirmation follows the password, so only the password's own rule is at stake.
      if (field === 'password') Object.assign(bad, { confirmPassword: value });

      const response = await api
        .http()
        .post(endpoint)
        .set(CSRF)
        .send({ ...bad, ...extra })
        .expect(400);
      const details = response.body.error.details as { field: string; code: string }[];
      const apiRefusals = Object.fromEntries(details.map((detail) => [detail.field, detail.code]));

      expect(apiRefusals).toEqual({ [field]: code });
      expect(formRefusals(schema, bad)).toEqual(apiRefusals);
    });
  });
});
