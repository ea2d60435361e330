// The resource kit (issue 11): a domain states what it is with `defineResource`, `resourceRoutes`
// registers its list, get, create, update, inactivate, reactivate and changes routes. See docs/resources.md.
export {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type AuditItem,
  type Change,
  diff,
  historyOf,
  listAudit,
  recordAudit,
  type Snapshot,
  snapshotOf,
} from "./audit";
export {
  type AnyResource,
  defineResource,
  type FileField,
  type Resource,
  type ResourceDefinition,
  type SearchColumn,
  type WriteContext,
} from "./define";
export {
  ALREADY_ACTIVE,
  ALREADY_INACTIVE,
  DEFAULT_MESSAGES,
  DUPLICATE,
  duplicate,
  INACTIVE,
  INACTIVE_PARENT,
  isUniqueViolation,
  NOT_FOUND,
  notFound,
  RESOURCE_CODES,
  type ResourceCode,
  ResourceError,
} from "./errors";
export { dayRange, queryDay } from "./filters";
export {
  DEFAULT_PER_PAGE,
  EXACT_COUNT_LIMIT,
  MAX_PER_PAGE,
  type Page,
  paged,
  pageOf,
  type Total,
  totalOf,
} from "./paging";
export {
  activeFilter,
  type CreateContext,
  createRecord,
  detailJson,
  inactivateRecord,
  type ListQuery,
  type ResourceDeps,
  resourceRoutes,
  resourceSql,
  resourcesRoutes,
  type StateContext,
  sortOf,
  toJson,
} from "./routes";
export {
  ADM_PLAN,
  findOwned,
  isUuid,
  type Owned,
  Params,
  type Scope,
  type ScopeKind,
  scoped,
  scopeOf,
} from "./scope";
export { fieldsSearch, searchText } from "./search";
export { refuseReactivatedTwin, refuseTwin, type TwinTable } from "./twins";
