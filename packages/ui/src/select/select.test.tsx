import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { filterOptions, normalizeSearch, Select } from "./select";

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

describe("Select with search, choosing again", () => {
  // A field that clears what hangs from it on a change (Estado → Cidade, a list → its sub-list) must not
  // lose it when the option already chosen is picked again; the plain select (Radix) does not call either.
  const options = [
    { value: "PR", label: "Paraná" },
    { value: "SP", label: "São Paulo" },
  ];

  it("calls onValueChange only when the choice differs from the value", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Estado" searchable options={options} value="SP" onValueChange={onValueChange} />);
    const trigger = screen.getByRole("combobox", { name: "Estado" });
    await user.click(trigger);
    await user.click(await screen.findByRole("option", { name: "São Paulo" }));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(trigger);
    await user.keyboard("{Enter}");
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(trigger);
    await user.click(await screen.findByRole("option", { name: "Paraná" }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("PR");
  });

  it("tells onChooseAgain when the option already chosen is chosen again, by mouse or keyboard", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onChooseAgain = vi.fn();
    render(
      <Select
        label="Estado"
        searchable
        options={options}
        value="SP"
        onValueChange={onValueChange}
        onChooseAgain={onChooseAgain}
      />,
    );
    const trigger = screen.getByRole("combobox", { name: "Estado" });
    await user.click(trigger);
    await user.click(await screen.findByRole("option", { name: "São Paulo" }));
    expect(onChooseAgain).toHaveBeenCalledExactlyOnceWith("SP");
    await user.click(trigger);
    await user.keyboard("{Enter}");
    expect(onChooseAgain).toHaveBeenCalledTimes(2);
    await user.click(trigger);
    await user.click(await screen.findByRole("option", { name: "Paraná" }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("PR");
    expect(onChooseAgain).toHaveBeenCalledTimes(2);
  });
});
