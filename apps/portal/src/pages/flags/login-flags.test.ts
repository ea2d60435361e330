import { beforeEach, describe, expect, it } from "vitest";
import { storeLoginFlag, takeLoginFlags } from "./login-flags";

describe("login flags", () => {
  beforeEach(() => window.localStorage.clear());

  it("are read once and cleared", () => {
    storeLoginFlag({ kind: "erro", code: 2 });
    expect(takeLoginFlags()).toEqual([{ kind: "erro", code: 2 }]);
    expect(takeLoginFlags()).toEqual([]);
  });

  it("ignore values outside the known codes", () => {
    window.localStorage.setItem("erro", "9");
    window.localStorage.setItem("sucesso", "2");
    expect(takeLoginFlags()).toEqual([]);
  });
});
