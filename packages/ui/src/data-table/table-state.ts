import { DEFAULT_PAGE_SIZE } from "./pagination";

/**
 * What the caller owns (and usually keeps in the URL). `page` is 1-based, as the API. Apart from the
 * table itself, so a route can read a list's state without loading the table's code.
 */
export type DataTableState = {
  page: number;
  pageSize: number;
  search: string;
  showInactive: boolean;
};

export const defaultDataTableState: DataTableState = {
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  search: "",
  showInactive: false,
};
