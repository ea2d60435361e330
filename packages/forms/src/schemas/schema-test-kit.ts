import { getIn, setIn } from "final-form";
import type { Struct } from "superstruct";
import { describe, expect, it } from "vitest";
import { type Labels, validate } from "./engine";

/** [what is wrong, fields to set on the valid payload (dotted paths), path of the error, exact message] */
export type FailingCase = [string, Record<string, unknown>, string, string];

export type SchemaSuite<T> = {
  schema: Struct<T, unknown>;
  labels: Labels;
  valid: Record<string, unknown>;
  /** What the valid payload comes back as, when coercion changes it. */
  expected?: unknown;
  cases: FailingCase[];
  /** Errors of an empty payload: every required field at once. */
  empty: Record<string, unknown>;
};

export function patch(values: Record<string, unknown>, changes: Record<string, unknown>) {
  return Object.entries(changes).reduce<Record<string, unknown>>(
    (result, [path, value]) => setIn(result, path, value) as Record<string, unknown>,
    structuredClone(values),
  );
}

export function describeSchema<T>(name: string, suite: SchemaSuite<T>) {
  describe(name, () => {
    it("accepts a valid payload", () => {
      const result = validate(suite.schema, suite.valid, suite.labels);
      expect(result.errors).toBeUndefined();
      if (suite.expected !== undefined) expect(result.value).toEqual(suite.expected);
    });

    it("strips unknown keys", () => {
      const result = validate(suite.schema, { ...suite.valid, injected: "x", is_admin: true }, suite.labels);
      expect(result.errors).toBeUndefined();
      expect(result.value).not.toHaveProperty("injected");
      expect(result.value).not.toHaveProperty("is_admin");
    });

    it("collects every error of an empty payload", () => {
      expect(validate(suite.schema, {}, suite.labels).errors).toEqual(suite.empty);
    });

    it.each(suite.cases)("%s", (_, changes, path, message) => {
      const errors = validate(suite.schema, patch(suite.valid, changes), suite.labels).errors;
      expect(getIn(errors ?? {}, path)).toBe(message);
    });
  });
}
