import { Struct } from "superstruct";
import { describe, expect, it } from "vitest";
import * as schemas from "./index";

// biome-ignore lint/suspicious/noExplicitAny: any superstruct struct
type AnyStruct = Struct<any, any>;

/** Every `number()` field under a struct, by path (objects, lists and fixed positions walked into). */
function numberFields(struct: AnyStruct, path: string, out: Map<string, AnyStruct>, depth = 0) {
  if (depth > 8) return out;
  const schema = struct.schema as unknown;
  if (struct.type === "number") out.set(path, struct);
  else if ((struct.type === "object" || struct.type === "type") && schema)
    for (const [key, field] of Object.entries(schema as Record<string, AnyStruct>))
      numberFields(field, `${path}.${key}`, out, depth + 1);
  else if (struct.type === "array" && schema instanceof Struct)
    numberFields(schema, `${path}.*`, out, depth + 1);
  else if (struct.type === "tuple" && Array.isArray(schema))
    for (const [i, item] of (schema as AnyStruct[]).entries())
      numberFields(item, `${path}.${i}`, out, depth + 1);
  return out;
}

const fields = new Map<string, AnyStruct>();
for (const [name, value] of Object.entries(schemas)) {
  if (value instanceof Struct) numberFields(value, name, fields);
}

describe("number fields (each is stored in a numeric, integer or smallint column)", () => {
  it("finds the number fields of the shared schemas", () => {
    expect([...fields.keys()]).toContain("negotiationSchema.carrier_cost");
    expect([...fields.keys()]).toContain("planSchema.small_generators");
  });

  it.each([...fields.keys()])("%s has a maximum, so no value overflows its column", (path) => {
    const [error] = fields.get(path)!.validate(1e20, { coerce: true });
    expect(error?.refinement).toBe("max");
  });
});
