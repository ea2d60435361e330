import { abortable, type Http, versionHeaders } from "./http";
import { type UploadOptions, upload } from "./upload";

/** The fields of a company's own data the profile edits (@trilha/forms `COMPANY_PROFILE_FIELDS`). */
export type CompanyProfileFields = {
  company_name: string;
  trading_name: string;
  address_country: string | null;
  address_zip_code: string | null;
  address_name: string | null;
  address_number: string | null;
  address_complement: string | null;
  address_region: string | null;
  address_state: string | null;
  address_city: string | null;
  phone: string | null;
  ie: string | null;
  im: string | null;
  segment: string | null;
  email: string | null;
};

/** What `GET /company` and `PUT /company` answer: the signed-in company, its CNPJ and plan read-only. */
export type CompanyProfile = CompanyProfileFields & {
  uuid: string;
  /** 14 digits. */
  cnpj: string;
  plan: string;
  created_at: string;
  updated_at: string;
  /** When the logo last changed; null when the company has none (then `GET /company/logo` answers 404). */
  logo_updated_at: string | null;
};

/** The `PUT /company` body: the form's values under `company` (422 field paths are `company.<field>`). */
export type CompanyProfileInput = { company: Partial<Record<keyof CompanyProfileFields, string>> };

/** The signed-in company's own data (/perfil-empresa): no id, the session says which company. */
export function companyProfileApi(http: Http) {
  return {
    get: (signal?: AbortSignal) =>
      http.get<CompanyProfile>("/company", abortable(signal)).then((r) => r.data),
    /** `version`: the profile's `updated_at` as read; a save over a newer one is refused (412 STALE_RECORD). */
    update: (values: CompanyProfileInput, options: { version?: string | null } = {}) =>
      http
        .put<CompanyProfile>("/company", values, { headers: versionHeaders(options.version) })
        .then((r) => r.data),
    /** The logo's bytes: the API wants the bearer header, so an `<img>` gets them as an object URL. */
    logo: (signal?: AbortSignal) =>
      http
        .get<Blob>("/company/logo", {
          ...abortable(signal),
          responseType: "blob",
          headers: { Accept: "image/*" },
        })
        .then((r) => r.data),
    /** Sets or replaces the logo (one part `logo`), with upload progress; answers the company. */
    uploadLogo: (file: Blob, options?: UploadOptions) => {
      const body = new FormData();
      body.append("logo", file);
      return upload<CompanyProfile>(http, "PUT", "/company/logo", body, options).then((r) => r.data);
    },
    removeLogo: () => http.delete<CompanyProfile>("/company/logo").then((r) => r.data),
  };
}
export type CompanyProfileApi = ReturnType<typeof companyProfileApi>;
