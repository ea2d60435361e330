import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "../src/db/data-dir-lock";
import { createPgliteDatabase } from "../src/db/pglite";
import { tempDir } from "./support/app";

// The embedded database on disk, as `pnpm start` uses it (the other tests use in-memory copies).
describe("PGlite data folder", () => {
  it("is created on first start, kept across restarts, and refused to a second server", async () => {
    const dataDir = join(tempDir("data"), "nested", "data");
    const first = await createPgliteDatabase({ dataDir });
    expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
    await first.query("create table kept (value text)");
    await first.query("insert into kept values ('still here')");

    await expect(createPgliteDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
    await expect(createPgliteDatabase({ dataDir })).rejects.toThrow(
      `in use by another Trilha server (pid ${process.pid})`,
    );

    await first.close();
    expect(existsSync(join(dataDir, "trilha-server.lock"))).toBe(false);

    const reopened = await createPgliteDatabase({ dataDir });
    expect((await reopened.query("select value from kept")).rows).toEqual([{ value: "still here" }]);
    await reopened.close();
  }, 120_000);

  it("takes over a lock left by a server that died", () => {
    const dataDir = tempDir("stale");
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(join(dataDir, "trilha-server.lock"), String(dead));
    const release = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, "trilha-server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("takes over a lock holding this pid from a previous run (a container's server is always pid 1)", () => {
    const dataDir = tempDir("same-pid");
    writeFileSync(join(dataDir, "trilha-server.lock"), String(process.pid));
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(join(dataDir, "trilha-server.lock"))).toBe(false);
  });

  it("refuses a folder held by another live process", () => {
    const dataDir = tempDir("live");
    writeFileSync(join(dataDir, "trilha-server.lock"), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(`(pid ${process.ppid})`);
  });
});
