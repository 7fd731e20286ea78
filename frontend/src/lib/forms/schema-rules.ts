import * as z from 'zod';

/**
 * What a form's controls and messages need to know of a rule, read from the schema that checks it (the
 * API's, generated from its OpenAPI document), so a limit is written once: the browser's min, max and step
 * of a number field, the most rows a list takes, the figure a message names ("at most 200 characters").
 */
export interface SchemaRule {
  /** Least value, length or number of items. */
  min?: number;
  /** Greatest value, length or number of items. */
  max?: number;
  /** Whole numbers only. */
  integer: boolean;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  out?: z.ZodType;
};

/**
 * The schema of the value at a form path (`address.nearby.3.distanceM`): through objects, list rows,
 * `null` or missing allowed, and the pipe from a form's draft to the request it checks.
 */
export function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  const parts = path.split('.');
  while (node) {
    const def = node._zod.def as Def;
    if (def.innerType) node = def.innerType;
    else if (def.type === 'pipe') node = def.out;
    else if (parts.length === 0) return node;
    else if (def.type === 'object') node = def.shape?.[parts.shift()!];
    else if (def.type === 'array' && /^\d+$/.test(parts[0])) {
      parts.shift();
      node = def.element;
    } else return undefined;
  }
  return undefined;
}

const rules = new WeakMap<z.ZodType, SchemaRule>();

/** The limits the schema at `path` states; none when it states none (or there is no such path). */
export function ruleAt(schema: z.ZodType, path: string): SchemaRule {
  const node = schemaAt(schema, path);
  if (!node) return { integer: false };
  let rule = rules.get(node);
  if (!rule) {
    const json = z.toJSONSchema(node, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    // A whole number's own bounds (the safe integers) are no rule of the API's.
    const figure = (...keys: string[]) =>
      keys
        .map((key) => json[key])
        .find(
          (value): value is number => typeof value === 'number' && Math.abs(value) < Number.MAX_SAFE_INTEGER,
        );
    rule = {
      min: figure('minimum', 'minLength', 'minItems'),
      max: figure('maximum', 'maxLength', 'maxItems'),
      integer: json.type === 'integer',
    };
    rules.set(node, rule);
  }
  return rule;
}
