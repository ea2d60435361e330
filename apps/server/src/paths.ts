import { fileURLToPath } from "node:url";

// This file sits directly under src/ and the bundle is dist/main.js: one level up is the package root
// either way, so paths resolve the same from `tsx src/main.ts`, `node dist/main.js` and the tests,
// whatever the working directory.
export const packageRoot = fileURLToPath(new URL("..", import.meta.url));

export const migrationsDir = fileURLToPath(new URL("../migrations", import.meta.url));
export const defaultDataDir = fileURLToPath(new URL("../data", import.meta.url));
export const defaultPortalDist = fileURLToPath(new URL("../../portal/dist", import.meta.url));
export const packageJsonPath = fileURLToPath(new URL("../package.json", import.meta.url));
