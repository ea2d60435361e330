import { afterEach, describe, expect, it, vi } from "vitest";
import { focusFirstInvalid, scrollBehavior, scrollToTop } from "./form-focus";

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: reduce && query.includes("reduce"), media: query })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("scrolling honours prefers-reduced-motion", () => {
  it("scrolls smoothly by default and jumps when less motion is asked", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    prefersReducedMotion(false);
    expect(scrollBehavior()).toBe("smooth");
    scrollToTop();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    prefersReducedMotion(true);
    scrollToTop();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "auto" });
  });
});

describe("focusFirstInvalid", () => {
  it("focuses the first field showing an error, in page order, and scrolls it into view", () => {
    prefersReducedMotion(true);
    document.body.innerHTML = `
      <input id="ok" />
      <input id="first" aria-invalid="true" />
      <input id="second" aria-invalid="true" />`;
    const first = document.getElementById("first")!;
    const scrollIntoView = vi.fn();
    first.scrollIntoView = scrollIntoView;
    expect(focusFirstInvalid(document.body)).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: "center", behavior: "auto" });
  });

  it("hands a group's error to its first control, and finds nothing when all is valid", () => {
    document.body.innerHTML = `
      <fieldset data-invalid><legend>Serviços</legend><button id="switch" role="switch">A</button></fieldset>
      <input aria-invalid="true" />`;
    expect(focusFirstInvalid(document.body)).toBe(true);
    expect(document.activeElement?.id).toBe("switch");
    document.body.innerHTML = `<input aria-invalid="false" />`;
    expect(focusFirstInvalid(document.body)).toBe(false);
  });

  it("passes over a message that does not stop the submit (the CEP's lookup) for the field that does", () => {
    document.body.innerHTML = `
      <div data-invalid><input id="cep" aria-invalid="true" data-advisory /></div>
      <div data-invalid><input id="phone" aria-invalid="true" /></div>`;
    expect(focusFirstInvalid(document.body)).toBe(true);
    expect(document.activeElement?.id).toBe("phone");
    document.body.innerHTML = `<input aria-invalid="true" data-advisory />`;
    expect(focusFirstInvalid(document.body)).toBe(false);
  });

  it("passes over a control out of the tab order, such as the file picker's hidden input", () => {
    document.body.innerHTML = `
      <div data-invalid><input type="file" tabindex="-1" /><button id="choose">Trocar arquivo</button></div>`;
    expect(focusFirstInvalid(document.body)).toBe(true);
    expect(document.activeElement?.id).toBe("choose");
    document.body.innerHTML = `<input aria-invalid="false" />`;
    expect(focusFirstInvalid(document.body)).toBe(false);
  });
});
