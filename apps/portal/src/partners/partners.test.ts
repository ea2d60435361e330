import { describe, expect, it } from "vitest";
import { partnerForAddress } from "./partners";

describe("partnerForAddress", () => {
  it("matches a keyword anywhere in the lower-cased address", () => {
    expect(partnerForAddress("https://app.trilha.com.br/RAPIDAO")?.id).toBe("fastfood");
    expect(partnerForAddress("https://app.trilha.com.br/escolher-empresa-valeverde")?.id).toBe("retail");
    expect(partnerForAddress("https://abreci.trilha.com.br/login")?.id).toBe("association");
  });

  it("falls back to the generic portal when no keyword matches", () => {
    expect(partnerForAddress("https://app.trilha.com.br/login")).toBeUndefined();
  });
});
