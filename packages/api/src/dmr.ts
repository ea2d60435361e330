// The DMR (Declaração de Movimentação de Resíduos): the company's MTRs of a period summed per residue,
// destination, transporter and CDF treatment, as JSON for the page and CSV for a spreadsheet. A client of
// its own beside outputsApi, on the same service, so the Saídas list's code does not carry the report's
// calls. See docs/api/outputs.md.
import { filesApi, saveBlob } from "./files";
import { abortable, type Http } from "./http";
import type { Dmr, DmrRange } from "./types/dmr";

export type { Dmr, DmrGroup, DmrParty, DmrRange, DmrTotals } from "./types/dmr";

/** The CSV's file name, as the server's Content-Disposition gives it. */
export const dmrFileName = ({ from, to }: DmrRange) => `dmr-${from}-${to}.csv`;

export function dmrApi(http: Http) {
  return {
    dmr: (range: DmrRange, signal?: AbortSignal) =>
      http.get<Dmr>("/outputs/dmr", { ...abortable(signal), params: range }).then((r) => r.data),
    /** Saves the DMR's CSV ("dmr-2026-01-01-2026-06-30.csv"), fetched with the session's bearer. */
    downloadDmr: async (range: DmrRange) =>
      saveBlob(
        await filesApi(http).get(`/api/v1/outputs/dmr.csv?${new URLSearchParams(range)}`),
        dmrFileName(range),
      ),
  };
}
