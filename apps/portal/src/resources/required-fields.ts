/** What the helper needs of a superstruct schema: its `validate`, with the failures' paths. */
type AnySchema = {
  validate(
    value: unknown,
    options: { coerce: boolean },
  ): readonly [{ failures(): { path: readonly unknown[] }[] } | undefined, unknown];
};

const cache = new WeakMap<AnySchema, Map<string, ReadonlySet<string>>>();

/**
 * The fields a schema refuses empty, for the asterisks: the schema in force says which, so the marks
 * never drift from the rules. `blank` holds only the values that decide other fields' rules (a
 * registry type, an indeterminate-term toggle); every path that fails on it cannot be left empty.
 * Computed once per schema and blank.
 */
export function requiredPaths(schema: AnySchema, blank: object = {}): ReadonlySet<string> {
  let bySchema = cache.get(schema);
  if (!bySchema) {
    bySchema = new Map();
    cache.set(schema, bySchema);
  }
  const key = JSON.stringify(blank);
  let found = bySchema.get(key);
  if (!found) {
    const [error] = schema.validate(blank, { coerce: true });
    found = new Set(error ? error.failures().map((failure) => failure.path.join(".")) : []);
    bySchema.set(key, found);
  }
  return found;
}
