import { providerBasicDataEditLabels } from "@trilha/forms/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../support/database";
import { call, providerFields, providersApp, type Setup } from "./support";

const database = useTestDatabase();
let s: Setup;

beforeAll(async () => {
  s = await providersApp(database.db);
}, 60_000);

describe("a provider's change history", () => {
  it("names every changed field as the edit form does, responsibles' phone and extension included", async () => {
    const created = await call(s.app, "POST", "/providers", s.token, providerFields());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uuid = created.body.provider.uuid_provider as string;
    const edited = await call(
      s.app,
      "PUT",
      `/providers/${uuid}`,
      s.token,
      providerFields({
        "responsible[0][phone]": "(11) 97777-6666",
        "responsible[0][phone_extension]": "123",
        "responsible[0][cellphone]": "(11) 95555-4444",
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const history = await call(s.app, "GET", `/providers/${uuid}/changes`, s.token);
    const [update] = history.body.updates;
    expect(update.changes).toEqual([
      { field: "responsible.0.phone", from: "(11) 98888-7777", to: "(11) 97777-6666" },
      { field: "responsible.0.phone_extension", from: null, to: "123" },
      { field: "responsible.0.cellphone", from: null, to: "(11) 95555-4444" },
    ]);
    // The portal labels the history with the edit form's labels: a field without one shows its raw name.
    const fields = [...history.body.created.changes, ...update.changes].map(
      (c: { field: string }) => c.field,
    );
    expect(fields.filter((field) => !(field in providerBasicDataEditLabels))).toEqual([]);
  });
});
