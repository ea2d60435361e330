// Moved into the resource kit (issue 11); this path stays until providers are rebuilt on it.
export { DEFAULT_PER_PAGE, MAX_PER_PAGE, type Page, paged, pageOf } from "../resources/paging";
