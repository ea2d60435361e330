import type { Config } from "../../config";
import { createSinirClient } from "./sinir";
import type { PublicMtrSystem } from "./types";

export {
  type CodeBook,
  type CodeBookOptions,
  createCodeBook,
  normalizeDescription,
  REFERENCE_LIST_NAMES,
} from "./codes";
export {
  createSinirClient,
  feamLoginBody,
  REFERENCE_LIST_PATHS,
  type SinirClientOptions,
  type SinirSettings,
  sigorLoginBody,
  toSinirManifest,
} from "./sinir";
export {
  type ManifestHazard,
  type ManifestParty,
  type ManifestResidue,
  type ManifestToSend,
  MtrRejectedError,
  MtrUnavailableError,
  type PublicMtrSystem,
  REFERENCE_LISTS,
  type ReceiptDetails,
  type ReceiptLine,
  type ReferenceEntry,
  type ReferenceList,
} from "./types";

/** The SINIR adapter from the server's configuration (SINIR_API_URL, SINIR_USER, SINIR_PASSWORD, SINIR_UNIT). */
export function sinirFromConfig(config: Pick<Config, "sinir">): PublicMtrSystem {
  return createSinirClient({ settings: config.sinir });
}
