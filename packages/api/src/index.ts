export { authApi, microServiceHandoffUrl, thirdPartyHandoffUrl } from "./auth";
export { type ApiClients, type ApiConfig, createApiClients, SERVICES, type ServiceName } from "./clients";
export {
  type CompanyProfile,
  type CompanyProfileApi,
  type CompanyProfileFields,
  type CompanyProfileInput,
  companyProfileApi,
} from "./company-profile";
export {
  type ContractInput,
  type Contractor,
  type ContractorAttachment,
  type ContractorCompany,
  type ContractorContract,
  type ContractorCreateInput,
  type ContractorDataInput,
  type ContractorGeneratorType,
  type ContractorIndicators,
  type ContractorListItem,
  type ContractorMainModule,
  type ContractorMasterUser,
  type ContractorPlan,
  type ContractorPlanFeature,
  type ContractorPlanFeatureCode,
  type ContractorPrefill,
  type ContractorQuery,
  type ContractorRepresentative,
  type ContractorsApi,
  type ContractorUpdateInput,
  contractorsApi,
  type MasterUserInput,
  type PlanInput,
  PREFILL_QUERY_KEY,
} from "./contractors";
export { type DashboardsApi, dashboardsApi } from "./dashboards";
export { type Dmr, type DmrGroup, type DmrRange, type DmrTotals, dmrApi, dmrFileName } from "./dmr";
export {
  CLIENT_CODES,
  COMMON_CODES,
  CONTRACTOR_CODES,
  type ErrorBody,
  type ErrorCode,
  IDEMPOTENCY_CODES,
  INVALID_DATA,
  LOOKUP_CODES,
  OUTPUT_CODES,
  REQUEST_CODES,
  RESOURCE_CODES,
  STALE_RECORD_MESSAGE,
  statusCode,
  USER_CODES,
} from "./error-codes";
export { type ApiError, refusalMessage, toApiError } from "./errors";
export { type FileRef, type FilesApi, fileRequestUrl, filesApi, saveBlob } from "./files";
export { healthApi } from "./health";
export {
  abortable,
  createHttp,
  DEFAULT_HEADERS,
  type Http,
  IF_MATCH_HEADER,
  setBearer,
  versionHeaders,
} from "./http";
export { integrationsApi } from "./integrations";
export {
  type AppNotification,
  type NotificationList,
  type NotificationsApi,
  notificationsApi,
} from "./notifications";
export {
  type MtrTemplate,
  type MtrVerification,
  type NfeCheck,
  type Option as OutputOption,
  type Output,
  type OutputEvent,
  type OutputIndicators,
  type OutputLine,
  type OutputOptions,
  type OutputQuery,
  type OutputStatus,
  type OutputsApi,
  outputsApi,
  type PartyOption as OutputPartyOption,
  type PublicStatus,
  type ReceiptInput,
} from "./outputs";
export {
  DUPLICATE_QUERY_KEY,
  type ProviderOptionType,
  type ProvidersApi,
  providerFormData,
  providersApi,
  recordFormData,
  type SubRecordApi,
} from "./providers";
export { type ReferenceApi, referenceApi } from "./reference";
export {
  type IntegratedSystems,
  type IntegratedSystemsInput,
  type LegalRequirementField,
  type LegalRequirements,
  type NegotiationInput,
  type NegotiationOverviewQuery,
  type NegotiationOverviewRow,
  type NegotiationProvider,
  type OptionMap,
  RESIDUE_OPTION_PATHS,
  RESIDUE_SUB_OPTION_PATHS,
  type Residue,
  type ResidueCreateInput,
  type ResidueNegotiation,
  type ResidueOptionList,
  type ResidueStorage,
  type ResidueSubOptionList,
  type ResiduesApi,
  type ResidueTreatment,
  type ResidueUpdateInput,
  residuesApi,
  type StorageInput,
  type SystemMapping,
  type TreatmentInput,
} from "./residues";
export {
  atParent,
  type NestedResourceApi,
  nestedFormData,
  nestedResourceApi,
  type ResourceApi,
  type ResourceOptions,
  type ResourceQuery,
  resourceApi,
  toResourceParams,
} from "./resources";
export type * from "./types/auth";
export { AUTH_CODES, AUTH_MESSAGES, type AuthCode } from "./types/auth-messages";
export type { DashboardFigures } from "./types/dashboard";
export type { Health } from "./types/health";
export * from "./types/integrations";
export { type ListQuery, type Page, toApiPage } from "./types/page";
export type * from "./types/provider";
export type * from "./types/reference";
export { resolveUrl, type UploadOptions, type UploadResponse, upload } from "./upload";
export { watchUploadRejections } from "./upload-watch";
export {
  type CompanyUser,
  type CompanyUserInput,
  type MyPasswordInput,
  type MyProfile,
  type MyProfileApi,
  myProfileApi,
  type UserRole,
  type UsersApi,
  usersApi,
} from "./users";
