import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageItems, pageRange, pageSummary, toPage, toPageIndex } from "./pagination";

const labels = (page: number, count: number) =>
  pageItems(page, count).map((item) => (item.type === "page" ? item.page : "…"));

describe("pageCount", () => {
  it("rounds total / pageSize up", () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 20)).toBe(5);
  });
});

describe("page index conversion", () => {
  it("maps the API's 1-based page to react-table's 0-based index and back", () => {
    expect(toPageIndex(1)).toBe(0);
    expect(toPageIndex(7)).toBe(6);
    expect(toPage(0)).toBe(1);
    expect(toPage(toPageIndex(12))).toBe(12);
  });
  it("never yields a negative index", () => {
    expect(toPageIndex(0)).toBe(0);
  });
});

describe("clampPage", () => {
  it("keeps the page inside the available pages", () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
});

describe("pageRange and pageSummary", () => {
  it("shows the first and last item of the page", () => {
    expect(pageRange(1, 10, 95)).toEqual({ from: 1, to: 10 });
    expect(pageRange(10, 10, 95)).toEqual({ from: 91, to: 95 });
    expect(pageRange(2, 20, 95)).toEqual({ from: 21, to: 40 });
  });
  it("shows zeros when there are no items", () => {
    expect(pageSummary(1, 10, 0)).toBe("Mostrando de 0 até 0 | Total de 0 itens");
  });
  it("uses the spec's text", () => {
    expect(pageSummary(3, 10, 95)).toBe("Mostrando de 21 até 30 | Total de 95 itens");
    expect(pageSummary(2, 10, 120_000, true)).toBe("Mostrando de 11 até 20 | Total de cerca de 120000 itens");
  });
});

describe("pageItems", () => {
  it("lists every page up to 7 pages", () => {
    expect(labels(1, 1)).toEqual([1]);
    expect(labels(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(labels(1, 0)).toEqual([]);
  });
  it("collapses the end with an ellipsis near the start", () => {
    expect(labels(1, 8)).toEqual([1, 2, 3, 4, 5, "…", 8]);
    expect(labels(4, 20)).toEqual([1, 2, 3, 4, 5, "…", 20]);
  });
  it("collapses both sides in the middle", () => {
    expect(labels(5, 20)).toEqual([1, "…", 4, 5, 6, "…", 20]);
    expect(labels(16, 20)).toEqual([1, "…", 15, 16, 17, "…", 20]);
  });
  it("collapses the start with an ellipsis near the end", () => {
    expect(labels(17, 20)).toEqual([1, "…", 16, 17, 18, 19, 20]);
    expect(labels(20, 20)).toEqual([1, "…", 16, 17, 18, 19, 20]);
  });
  it("always draws 7 slots above 7 pages, with the current page among them", () => {
    for (let count = 8; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const items = pageItems(page, count);
        expect(items).toHaveLength(7);
        expect(items).toContainEqual({ type: "page", page });
        expect(items[0]).toEqual({ type: "page", page: 1 });
        expect(items[6]).toEqual({ type: "page", page: count });
      }
    }
  });
});
