import type { ChangeHistory } from "@trilha/api";
import { HttpResponse } from "msw";
import type { Received, ResourceDb, ResourceMock } from "../resources/resource-handlers";
import { API } from "./story-app";

/** What every page's story db keeps beside its rows: the change histories by id and the calls received. */
export type StoryDb = { changes: Record<string, ChangeHistory>; received: Received[] };

/**
 * A story db as `resourceHandlers` reads it, at the stories' API. Read on every request, as a story's
 * `resetDb` refills the db in place; an item without a history starts with an empty one.
 */
export function storyResources(db: StoryDb, resources: readonly ResourceMock[]): ResourceDb {
  return {
    base: API,
    history: (id) => {
      db.changes[id] ??= { updates: [], deletions: [] };
      return db.changes[id];
    },
    received: () => db.received,
    resources,
  };
}

/** Records the calls a page's own handlers receive, for play functions to assert; a body only when sent. */
export const callLog =
  (db: Pick<StoryDb, "received">) => (method: string, path: string, body?: Record<string, unknown>) => {
    db.received.push(body === undefined ? { method, path } : { method, path, body });
  };

/** A select's options as the API answers them: the first `per_page` (50 unless asked) and the total. */
export const optionsPage = <T>(options: readonly T[], url: URL) =>
  HttpResponse.json({
    data: options.slice(0, Number(url.searchParams.get("per_page") ?? 50)),
    total: options.length,
  });
