/** Chromium's task scheduler (not yet in TypeScript's DOM types). */
type TaskScheduler = {
  postTask(callback: () => void, options: { priority: "background"; signal: AbortSignal }): Promise<void>;
};

/**
 * The longest the shell's own calls wait for their background turn. The browser runs a background task
 * only when no other task is queued, so a main thread kept busy (a long render's slices, a page's
 * stream of tasks on a slow phone) would hold the badge and the alert back for as long as it lasts.
 */
export const AFTER_RENDER_LATEST_MS = 1000;

/**
 * Runs `task` once the page's more urgent work has run (React's renders and effects, input): as a
 * background-priority task where the browser schedules them, at the latest after
 * `AFTER_RENDER_LATEST_MS` (as a task of its own, never inside the one that draws the page), otherwise
 * as the next task. The shell's own calls (the integrations' alert, the notifications) start there, so
 * they do not lengthen the task that draws a page (issue 12). Runs `task` once; returns a cancel.
 */
export function afterRender(task: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.postTask) {
    const controller = new AbortController();
    const cancel = () => {
      controller.abort();
      clearTimeout(latest);
    };
    const run = () => {
      if (controller.signal.aborted) return;
      cancel();
      task();
    };
    const latest = setTimeout(run, AFTER_RENDER_LATEST_MS);
    scheduler.postTask(run, { priority: "background", signal: controller.signal }).catch(() => undefined);
    return cancel;
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
