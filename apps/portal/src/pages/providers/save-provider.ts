import {
  type CertificateInput,
  type LicenseInput,
  type ProviderCreateInput,
  type ProvidersApi,
  RESOURCE_CODES,
  type RegistryType,
  toApiError,
} from "@trilha/api";
import { providerText } from "./text";

export type SaveProgress = (key: string, percent: number) => void;

export type SaveOutcome =
  | { ok: true; uuid: string; errors: string[] }
  /** `fields`: the messages to show on the fields, by dotted path (a 422's, a duplicate's document). */
  | { ok: false; error: string; fields: Record<string, string> };

export type SaveProviderInput = {
  registry: RegistryType;
  provider: ProviderCreateInput;
  licenses: LicenseInput[];
  certificates: CertificateInput[];
};

/** Progress keys: the create itself (it carries the employees' files), then one per document. */
export const progressKey = {
  provider: "provider",
  license: (index: number) => `license-${index}`,
  certificate: (index: number) => `certificate-${index}`,
};

/**
 * The save sequence of spec 02 §4: create the provider; then every license at once, each settled;
 * then the certificates, each settled on its own. A failed document does not undo the provider:
 * it exists by then, so the outcome lists the §8 message of each kind that failed.
 */
export async function saveProvider(
  api: Pick<ProvidersApi, "create" | "licenses" | "certificates">,
  input: SaveProviderInput,
  onProgress: SaveProgress = () => undefined,
): Promise<SaveOutcome> {
  let uuid: string;
  try {
    uuid = await api.create(input.provider, { onProgress: (p) => onProgress(progressKey.provider, p) });
  } catch (reason) {
    const error = toApiError(reason);
    if (error.code === RESOURCE_CODES.DUPLICATE) {
      // On the document too, so the wizard goes back to it (as the contractor wizard does).
      const message = providerText.duplicateProvider(input.registry);
      return { ok: false, error: message, fields: { [`company.${input.registry}`]: message } };
    }
    return { ok: false, error: providerText.providerError, fields: error.fields ?? {} };
  }
  const errors: string[] = [];
  const licenses = await Promise.allSettled(
    input.licenses.map((license, index) =>
      api.licenses.create(uuid, license, { onProgress: (p) => onProgress(progressKey.license(index), p) }),
    ),
  );
  if (licenses.some((result) => result.status === "rejected")) errors.push(providerText.licensesError);
  const certificates = await Promise.allSettled(
    input.certificates.map((certificate, index) =>
      api.certificates.create(uuid, certificate, {
        onProgress: (p) => onProgress(progressKey.certificate(index), p),
      }),
    ),
  );
  if (certificates.some((result) => result.status === "rejected"))
    errors.push(providerText.certificatesError);
  return { ok: true, uuid, errors };
}
