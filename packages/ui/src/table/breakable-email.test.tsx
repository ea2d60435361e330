import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CellText, emailParts } from "./breakable-email";

describe("emailParts", () => {
  it("keeps a short e-mail's sides whole, breaking after the @ only", () => {
    expect(emailParts("maria@verdevale.com.br")).toEqual(["maria@", "verdevale.com.br"]);
  });
  it("breaks a long side before its dots", () => {
    expect(emailParts("maria.aparecida.fonseca@reciclagemverde.com.br")).toEqual([
      "maria",
      ".aparecida",
      ".fonseca@",
      "reciclagemverde",
      ".com",
      ".br",
    ]);
  });
});

describe("CellText", () => {
  it("puts a break opportunity between an e-mail's parts", () => {
    const { container } = render(<CellText value="maria@verdevale.com.br" />);
    expect(container.innerHTML).toBe("maria@<wbr>verdevale.com.br");
  });
  it("writes any other value as is, and nothing for a missing one", () => {
    expect(render(<CellText value="1.234,5 t" />).container.innerHTML).toBe("1.234,5 t");
    expect(render(<CellText value={12} />).container.innerHTML).toBe("12");
    expect(render(<CellText value={null} />).container.innerHTML).toBe("");
  });
});
