import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as React from "react";
import { describe, expect, it } from "vitest";
import { DataTablePagination } from "./data-table-pagination";

/** The pager of a list of 25 items, 10 a page, its page kept as a list's state keeps it. */
function Pager({ start }: { start: number }) {
  const [page, setPage] = React.useState(start);
  return <DataTablePagination page={page} pageSize={10} total={25} onPageChange={setPage} />;
}

describe("DataTablePagination, used by the keyboard", () => {
  it("when Próximo reaches the last page, puts the focus on that page's button, not on the page", async () => {
    const user = userEvent.setup();
    render(<Pager start={1} />);
    screen.getByRole("button", { name: "Próximo (página seguinte)" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Próximo (página seguinte)" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Próximo (página seguinte)" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Página 3" })).toHaveFocus();
  });

  it("when Anterior reaches the first page, puts the focus on that page's button", async () => {
    const user = userEvent.setup();
    render(<Pager start={2} />);
    screen.getByRole("button", { name: "Anterior (página anterior)" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Anterior (página anterior)" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Página 1" })).toHaveFocus();
  });
});
