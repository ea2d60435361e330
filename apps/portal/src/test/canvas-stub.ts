/**
 * jsdom has no canvas, and the overlay's lottie player draws on one as soon as it loads: an inert
 * 2D context lets screens with the animated logo render in unit tests.
 */
export function stubCanvas() {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => undefined),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as HTMLCanvasElement["getContext"];
}
