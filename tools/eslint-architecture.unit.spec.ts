import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/*
 * The module doors rule of tools/eslint-architecture.mjs, run by ESLint's own Linter on snippets placed in
 * backend/src/modules. The rules are an ES module, so a Node child lints every case at once.
 */
const ROOT = path.resolve(__dirname, '..');

interface Case {
  file: string;
  code: string;
}

const LINT_CASES = `
import { Linter } from 'eslint';
import architecture from './tools/eslint-architecture.mjs';
const linter = new Linter({ cwd: process.cwd() });
const config = [
  {
    files: ['**/*.ts'],
    plugins: { architecture },
    rules: { 'architecture/no-foreign-module-internals': 'error' },
  },
];
const cases = JSON.parse(process.argv[1]);
const messages = cases.map(({ file, code }) =>
  linter.verify(code, config, { filename: file }).map(({ message }) => message),
);
process.stdout.write(JSON.stringify(messages));
`;

/** The rule's messages for each snippet, in order. */
function lint(cases: Case[]): string[][] {
  const output = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      LINT_CASES,
      JSON.stringify(cases.map(({ file, code }) => ({ file: path.join(ROOT, file), code }))),
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

const IN_ADMIN = 'backend/src/modules/admin/queries/get-dashboard/get-dashboard.handler.ts';
const IN_CATALOGUE = 'backend/src/modules/catalogue/queries/get-property/get-property.handler.ts';

describe('architecture/no-foreign-module-internals', () => {
  const cases: [string, Case, RegExp | null][] = [
    ["another module's door", { file: IN_ADMIN, code: "import { A } from '../../../bookings';" }, null],
    [
      "another module's door by its index",
      { file: IN_ADMIN, code: "import { A } from '../../../bookings/index';" },
      null,
    ],
    ['a file of its own module', { file: IN_ADMIN, code: "import { A } from '../admin-paths';" }, null],
    ['the platform', { file: IN_ADMIN, code: "import { A } from '../../../../platform/time/clock';" }, null],
    ['a package', { file: IN_ADMIN, code: "import { Query } from '@nestjs/cqrs';" }, null],
    [
      "another module's query",
      {
        file: IN_ADMIN,
        code: "import { A } from '../../../bookings/queries/count-bookings/count-bookings.query';",
      },
      /imports "\.\.\/\.\.\/\.\.\/bookings\/queries\/count-bookings\/count-bookings\.query" from behind the door of module "bookings": import from modules\/bookings/,
    ],
    [
      "another module's domain",
      { file: IN_ADMIN, code: "import { A } from '../../../identity/domain/user.events';" },
      /door of module "identity"/,
    ],
    [
      "another module's controller",
      {
        file: 'backend/src/modules/site/rendering/page-reads.ts',
        code: "import { A } from '../../catalogue/queries/get-property/get-property.http.controller';",
      },
      /door of module "catalogue"/,
    ],
    [
      "a re-export of another module's internals",
      {
        file: IN_ADMIN,
        code: "export { A } from '../../../bookings/queries/count-bookings/count-bookings.query';",
      },
      /door of module "bookings"/,
    ],
    [
      "a dynamic import of another module's internals",
      { file: IN_ADMIN, code: "await import('../../../bookings/read-models/booking.read-model');" },
      /door of module "bookings"/,
    ],
    [
      'its own door',
      { file: IN_CATALOGUE, code: "import { A } from '../..';" },
      /Module "catalogue" imports its own door/,
    ],
    [
      'its own door by its index',
      { file: IN_CATALOGUE, code: "import { A } from '../../index';" },
      /Module "catalogue" imports its own door/,
    ],
    [
      'the door re-exporting its own files',
      {
        file: 'backend/src/modules/catalogue/index.ts',
        code: "export { A } from './queries/get-property/get-property.query';",
      },
      null,
    ],
    [
      'the door re-exporting a whole file',
      {
        file: 'backend/src/modules/catalogue/index.ts',
        code: "export * from './queries/get-property/get-property.query';",
      },
      /names what it exports: no `export \*`/,
    ],
  ];
  const messages = lint(cases.map(([, snippet]) => snippet));

  it.each(cases.map(([name, , expected], index) => [name, expected, index] as const))(
    '%s',
    (_, expected, index) => {
      if (expected) {
        expect(messages[index]).toHaveLength(1);
        expect(messages[index][0]).toMatch(expected);
      } else {
        expect(messages[index]).toEqual([]);
      }
    },
  );

  it('leaves files outside the modules alone (entry points and tests wire the modules together)', () => {
    const [outside] = lint([
      {
        file: 'backend/src/app.module.ts',
        code: "import { A } from './modules/bookings/queries/count-bookings/count-bookings.query';",
      },
    ]);
    expect(outside).toEqual([]);
  });
});
