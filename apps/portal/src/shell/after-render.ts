/** Chromium's task scheduler (not yet in TypeScript's DOM types). */
type TaskScheduler = {
  postTask(callback: () => void, options: { priority: "background"; signal: AbortSignal }): Promise<void>;
};

/**
 * Runs `task` once the page's more urgent work has run (React's renders and effects, input): as a
 * background-priority task where the browser schedules them, otherwise as the next task. The shell's own
 * calls (the integrations' alert, the notifications) start there, so they do not lengthen the task that
 * draws a page (issue 12). Returns a cancel.
 */
export function afterRender(task: () => void): () => void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.postTask) {
    const controller = new AbortController();
    scheduler.postTask(task, { priority: "background", signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
