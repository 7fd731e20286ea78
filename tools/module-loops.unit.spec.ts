import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The backend's modules depend on each other in one direction only: no module reaches, through any chain of
 * imports, back to itself. A loop would tie the modules together for good (neither could change or load
 * without the other), so a piece both need belongs to the module that owns it, or travels by query or event.
 */
const MODULES = path.resolve(__dirname, '../backend/src/modules');

/** Relative sources of `import … from`, `export … from` and `import()`; type-only imports count too. */
const IMPORT_SOURCE = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(file) : entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The module a path inside backend/src/modules belongs to. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0];
}

/** For each module, the modules its files import. */
function moduleDependencies(): Map<string, Set<string>> {
  const dependencies = new Map<string, Set<string>>();
  for (const file of filesUnder(MODULES)) {
    const own = moduleOf(file);
    if (!own) continue;
    const used = dependencies.get(own) ?? new Set<string>();
    dependencies.set(own, used);
    for (const [, source] of readFileSync(file, 'utf8').matchAll(IMPORT_SOURCE)) {
      const other = moduleOf(path.resolve(path.dirname(file), source, 'x'));
      if (other && other !== own) used.add(other);
    }
  }
  return dependencies;
}

/** Each loop once, as the modules it passes through, starting and ending with the same one. */
function loopsOf(dependencies: Map<string, Set<string>>): string[][] {
  const loops: string[][] = [];
  const seen = new Set<string>();
  const walk = (trail: string[]): void => {
    for (const next of dependencies.get(trail.at(-1)!) ?? []) {
      const start = trail.indexOf(next);
      if (start >= 0) {
        const loop = trail.slice(start);
        // The same loop is found from each of its modules: keep it once, from its first module by name.
        const first = loop.indexOf([...loop].sort()[0]);
        const key = [...loop.slice(first), ...loop.slice(0, first)];
        if (!seen.has(key.join())) loops.push([...key, key[0]]);
        seen.add(key.join());
      } else {
        walk([...trail, next]);
      }
    }
  };
  for (const module of dependencies.keys()) walk([module]);
  return loops;
}

describe('backend modules', () => {
  it('finds loops of any length, each once', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c', 'a'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loopsOf(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['a', 'b', 'a'],
    ]);
  });

  it('reads the imports between modules', () => {
    const dependencies = moduleDependencies();
    expect(dependencies.get('admin')).toContain('bookings');
    expect(dependencies.get('site')).toContain('catalogue');
  });

  it('never import each other in a loop', () => {
    expect(loopsOf(moduleDependencies()).map((loop) => loop.join(' -> '))).toEqual([]);
  });
});
