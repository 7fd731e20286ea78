/** Whether `key` names one of `map`'s own entries, so that `map[key]` has the entries' type. */
export function isKeyOf<Map extends object>(map: Map, key: PropertyKey): key is keyof Map {
  return Object.hasOwn(map, key);
}

/** Whether `value` is one of `list`'s values, so that it has their (literal) type. */
export function isOneOf<Value extends string>(list: readonly Value[], value: string): value is Value {
  return (list as readonly string[]).includes(value);
}
