import type { Config } from "../../config";
import { createSinirClient } from "./sinir";
import type { PublicMtrSystem } from "./types";

export { createSinirClient, type SinirClientOptions, type SinirSettings, toSinirManifest } from "./sinir";
export {
  type ManifestParty,
  type ManifestResidue,
  type ManifestToSend,
  MtrRejectedError,
  MtrUnavailableError,
  type PublicMtrSystem,
  type ReceiptDetails,
  type ReceiptLine,
} from "./types";

/** The SINIR adapter from the server's configuration (SINIR_API_URL, SINIR_USER, SINIR_PASSWORD, SINIR_UNIT). */
export function sinirFromConfig(config: Pick<Config, "sinir">): PublicMtrSystem {
  return createSinirClient({ settings: config.sinir });
}
