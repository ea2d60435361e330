// The DMR's shape (GET /outputs/dmr), alone for the server, which answers it (no browser code in its graph).

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
