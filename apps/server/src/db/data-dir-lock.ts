import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

const heldHere = new Set<string>();

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is in use by another Trilha server (pid ${pid}). ` +
        "Stop that server, or set DATA_DIR to another folder.",
    );
    this.name = "DataDirInUseError";
  }
}

/**
 * PGlite does not guard its folder: two servers opening it at once corrupt it. A lock file holding the
 * owner's pid refuses a second server and is taken over when its owner died without cleaning up.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "trilha-server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      return () => {
        heldHere.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
      // Our own pid in the file is either this process (a second open: refuse) or a previous life of a
      // container whose server always runs as the same pid (stale: take over).
      const inUse = owner === process.pid ? heldHere.has(file) : Number.isInteger(owner) && isAlive(owner);
      if (inUse) throw new DataDirInUseError(dataDir, owner);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
