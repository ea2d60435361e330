/** The signed-in shell's code; its chunk brings the kit every private page shares. */
export const loadPrivateLayout = () => import("../shell/private-layout");

/**
 * Starts downloading the signed-in code while a sign-in step waits on the API, so the page after it
 * draws without waiting for its code. A failure is ignored: the route loads it again when it is needed.
 */
export function preloadSignedInCode(load: () => Promise<unknown> = loadPrivateLayout) {
  load().catch(() => undefined);
}
