import { readFileSync } from "node:fs";
import { packageJsonPath } from "./paths";

/** The server package's version, read once (the bundle keeps package.json one folder up, as src does). */
export const version: string = (JSON.parse(readFileSync(packageJsonPath, "utf8")) as { version: string })
  .version;
