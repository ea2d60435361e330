/**
 * When has a story's data arrived? Every `fetch` the story makes is followed from the call until its body
 * has been read, and every request Mock Service Worker receives from the call of its handler until it has
 * answered. The network is quiet when each of the story's fetches has either finished or is still waiting
 * in a handler that never answers (stories of a loading state: `delay("infinite")`, a promise that never
 * settles). A count of events tells whether anything moved while the page was idle.
 */
import type { SetupWorker } from "msw/browser";

let story = 0;
/** The current story's fetches that have not finished. */
const fetches = new Set<number>();
/** The current story's requests that reached an MSW handler and have not been answered. */
const handling = new Set<string>();
let events = 0;
let nextFetch = 0;

const browserFetch = window.fetch.bind(window);
window.fetch = async (input, init) => {
  const own = story;
  const id = nextFetch++;
  fetches.add(id);
  events++;
  try {
    const response = await browserFetch(input, init);
    // Read a copy of the body before the caller gets the response: once this resolves, reading it again
    // needs no more network, only the page's own work.
    await response
      .clone()
      .arrayBuffer()
      .catch(() => undefined);
    return response;
  } finally {
    if (own === story) fetches.delete(id);
    events++;
  }
};

/** Starts following a story: what the previous story left in flight no longer counts. */
export function followStory() {
  story++;
  fetches.clear();
  handling.clear();
}

/** Listens to the worker the stories' handlers run in (the one msw-storybook-addon's loader starts). */
export function watch(worker: SetupWorker) {
  worker.events.on("request:start", ({ requestId }) => {
    handling.add(requestId);
    events++;
  });
  worker.events.on("request:end", ({ requestId }) => {
    handling.delete(requestId);
    events++;
  });
}

/** Every fetch has finished or waits in a handler that has not answered. */
export function quiet() {
  return fetches.size <= handling.size;
}

/** Some request waits in a handler (with a quiet network: one that never answers, a loading state). */
export function waiting() {
  return handling.size > 0;
}

/** For a failure's message. */
export function describeNetwork() {
  return `${fetches.size} fetch(es) in flight, ${handling.size} request(s) in a handler`;
}

export function eventCount() {
  return events;
}
