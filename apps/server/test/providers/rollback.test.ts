import { readdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, type FileStorage } from "../../src/storage/storage";
import { tempDir } from "../support/app";
import { useTestDatabase } from "../support/database";
import { call, JPEG, providerFields, providersApp, type Setup } from "./support";

/** A storage whose second write fails, as a full disk or a dropped S3 connection would. */
function failingOnSecondWrite(dir: string): FileStorage {
  const local = createLocalStorage(dir);
  let writes = 0;
  return {
    ...local,
    async put(data, options) {
      writes += 1;
      if (writes === 2) throw new Error("disk full");
      return local.put(data, options);
    },
  };
}

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe("a create that fails midway", () => {
  const database = useTestDatabase();
  const dir = tempDir("failing-storage");
  let s: Setup;

  beforeAll(async () => {
    s = await providersApp(database.db, { storage: failingOnSecondWrite(dir) });
  }, 60_000);

  it("leaves no provider, no rows and no stored bytes behind", async () => {
    const failed = await call(
      s.app,
      "POST",
      "/providers",
      s.token,
      providerFields({}, [
        ["employee[0][name]", "Primeiro"],
        ["employee[0][email]", "primeiro@coletaazul.com.br"],
        ["employee[0][mopp_file]", { file: JPEG, name: "mopp.jpg", type: "image/jpeg" }],
        ["employee[1][name]", "Segundo"],
        ["employee[1][email]", "segundo@coletaazul.com.br"],
        ["employee[1][mopp_file]", { file: JPEG, name: "mopp2.jpg", type: "image/jpeg" }],
      ]),
    );
    expect(failed.status).toBe(500);
    for (const table of [
      "providers",
      "provider_companies",
      "provider_responsibles",
      "provider_employees",
      "stored_files",
    ]) {
      const { rows } = await database.db.query<{ total: number }>(
        `select count(*)::int as total from ${table}`,
      );
      expect(rows[0]!.total, table).toBe(0);
    }
    expect(files(dir)).toEqual([]);

    // The same request succeeds afterwards (the storage fails only once): nothing was half-kept.
    const retried = await call(s.app, "POST", "/providers", s.token, providerFields());
    expect(retried.status).toBe(201);
  });
});
