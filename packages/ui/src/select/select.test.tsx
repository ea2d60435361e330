import { describe, expect, it } from "vitest";
import { filterOptions, normalizeSearch } from "./select";

describe("normalizeSearch", () => {
  it("drops accents and case", () => {
    expect(normalizeSearch("São Paulo")).toBe("sao paulo");
    expect(normalizeSearch("MACEIÓ")).toBe("maceio");
    expect(normalizeSearch("Ñandú Çà")).toBe("nandu ca");
  });
});

describe("filterOptions", () => {
  const options = ["São Paulo", "Sapucaia", "Goiânia", "Assaí"].map((label) => ({ value: label, label }));

  it("finds accented labels from unaccented queries and the other way round", () => {
    expect(filterOptions(options, "sao").map((o) => o.label)).toEqual(["São Paulo"]);
    expect(filterOptions(options, "GOIANIA").map((o) => o.label)).toEqual(["Goiânia"]);
    expect(filterOptions(options, "assaí").map((o) => o.label)).toEqual(["Assaí"]);
  });

  it("matches inside the label and keeps the original order", () => {
    expect(filterOptions(options, "a").map((o) => o.label)).toEqual(options.map((o) => o.label));
    expect(filterOptions(options, "pa").map((o) => o.label)).toEqual(["São Paulo"]);
  });

  it("matches an option's keywords too, not shown in its label", () => {
    const found = [{ value: "1", label: "Coleta Sul", keywords: "Ambiental Ômega Ltda 12.345.678/0001-90" }];
    expect(filterOptions([...options, ...found], "omega").map((o) => o.label)).toEqual(["Coleta Sul"]);
    expect(filterOptions([...options, ...found], "12.345.678").map((o) => o.label)).toEqual(["Coleta Sul"]);
    expect(filterOptions([...options, ...found], "omega sul")).toEqual([]);
  });

  it("returns every option for a blank query and none when nothing matches", () => {
    expect(filterOptions(options, "  ")).toHaveLength(4);
    expect(filterOptions(options, "xyz")).toEqual([]);
  });
});
