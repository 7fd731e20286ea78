import type { FastifyRequest } from 'fastify';
import { ApiError, validationFailed } from './api-error';

/**
 * Objects and arrays a request body may nest. The deepest form of the product (a property's details) nests
 * four levels; deeper bodies only serve to exhaust the stack of the code that walks them (class-transformer,
 * class-validator, the logger), so they are refused before any of it runs.
 */
export const MAX_BODY_DEPTH = 32;

/** A high surrogate without its low half, or a low surrogate without its high half. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL can store and every validator can read: no NUL, no unpaired UTF-16 surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

export type InputProblem = { kind: 'too_deep' } | { kind: 'invalid_text'; field: string };

/**
 * The first problem in a parsed request part (body, query or path parameters): nesting deeper than
 * `MAX_BODY_DEPTH`, or a text (value or key) that is not storable, named by its JSON path. Iterative, so a
 * hostile body cannot overflow the stack here either.
 */
export function findInputProblem(value: unknown, root = ''): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { kind: 'invalid_text', field: path };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_BODY_DEPTH) return { kind: 'too_deep' };
    const children: [string, unknown][] = [];
    if (Array.isArray(current)) {
      current.forEach((item, index) => children.push([`${path}[${index}]`, item]));
    } else {
      for (const [key, item] of Object.entries(current)) {
        // A bad key is named by the object holding it: the key itself cannot be echoed back safely.
        if (!isStorableText(key)) return { kind: 'invalid_text', field: path };
        children.push([path ? `${path}.${key}` : key, item]);
      }
    }
    for (const [childPath, child] of children.reverse()) {
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

export function tooDeeplyNested(): ApiError {
  return new ApiError(
    400,
    'too_deeply_nested',
    `The request body nests objects or arrays more than ${MAX_BODY_DEPTH} levels deep.`,
  );
}

export function invalidText(field: string): ApiError {
  return validationFailed([
    {
      field,
      code: 'invalid_characters',
      message: `${field} contains characters that are not allowed (a NUL or an unpaired surrogate).`,
    },
  ]);
}

/**
 * For the `preValidation` hook of every route: the body, the query and the path parameters reach the
 * application only when every text in them can be stored and the body nests within bounds. Hooks run before
 * guards, pipes and handlers, so no route can forget it.
 */
export function requestInputError(request: FastifyRequest): ApiError | undefined {
  for (const part of [request.params, request.query, request.body]) {
    const problem = findInputProblem(part);
    if (problem?.kind === 'too_deep') return tooDeeplyNested();
    if (problem?.kind === 'invalid_text') {
      // The wildcard of a file route (`/media/uploads/*`) is the rest of the path.
      const wildcard = part === request.params && problem.field === '*';
      return invalidText(wildcard ? 'path' : problem.field || 'body');
    }
  }
  return undefined;
}
