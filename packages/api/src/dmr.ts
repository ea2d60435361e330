// The DMR (Declaração de Movimentação de Resíduos): the company's MTRs of a period summed per residue,
// destination, transporter and CDF treatment, as JSON for the page and CSV for a spreadsheet. A client of
// its own beside outputsApi, on the same service: the route table (in the /login bundle) imports
// outputsApi for the Saídas list's loader, and /login's JS budget has no room for the DMR's calls.
// See docs/api/outputs.md.
import { filesApi, saveBlob } from "./files";
import { abortable, type Http } from "./http";

/** The period, yyyy-MM-dd both (Brasília's days of issue), at most a year and a day. */
export type DmrRange = { from: string; to: string };

export type DmrParty = { name: string | null; document: string | null };

export type DmrGroup = {
  residue: { name: string; ibama_code: string | null; class: string | null };
  destination: DmrParty;
  transporter: DmrParty;
  /** What the CDF says ('Tratamento / destinação final'); null for the MTRs without a CDF yet. */
  treatment: string | null;
  sent_tons: number;
  /** Null while none of the group's MTRs is received. */
  received_tons: number | null;
  mtrs: number;
  received_mtrs: number;
  cdfs: number;
};

export type DmrTotals = Omit<DmrGroup, "residue" | "destination" | "transporter" | "treatment">;

export type Dmr = DmrRange & {
  groups: DmrGroup[];
  /** The whole period: an MTR with two residues counts once here, in two groups. */
  totals: DmrTotals;
  /** More groups than the server answers (1,000): the totals stay whole. */
  truncated: boolean;
};

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
