import { beforeEach, describe, expect, it } from "vitest";
import { rememberReturnPath, returnPath, samePortalPath, takeReturnPath } from "./return-path";

describe("the page to return to after signing in", () => {
  beforeEach(() => window.sessionStorage.clear());

  it.each([
    ["/arquivos/4b1f?download=1#x", "/arquivos/4b1f?download=1#x"],
    ["/usuarios", "/usuarios"],
  ])("keeps a path of the portal: %s", (path, kept) => {
    expect(samePortalPath(path)).toBe(kept);
  });

  it.each([
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/arquivos/1",
    "javascript:alert(1)",
    "arquivos/1",
    "/\tevil",
    "/logout",
    "/sair",
    "/",
    "",
    undefined,
  ])("refuses anything else (another site, leaving, the login): %s", (path) => {
    expect(samePortalPath(path)).toBeNull();
  });

  it("is remembered until taken, then /dashboard", () => {
    rememberReturnPath("/arquivos/4b1f");
    expect(returnPath()).toBe("/arquivos/4b1f");
    expect(takeReturnPath()).toBe("/arquivos/4b1f");
    expect(takeReturnPath()).toBe("/dashboard");
  });

  it("does not follow a stored value that is not a portal path", () => {
    window.sessionStorage.setItem("trilha.returnPath", "//evil.example");
    expect(returnPath()).toBeNull();
    expect(takeReturnPath()).toBe("/dashboard");
  });
});
