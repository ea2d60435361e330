/**
 * Browser flags the login screen reads once, toasts and clears (spec 01 §4).
 * Codes follow the error routes: /erro/credenciais = 1, /erro/jalogado = 2, /erro/inatividade = 3
 * (docs/decisions.md records why the toast texts follow the same reading).
 */
export type LoginFlag = { kind: "erro"; code: 1 | 2 | 3 | 4 } | { kind: "sucesso"; code: 1 };

export function storeLoginFlag(flag: LoginFlag, storage: Storage = window.localStorage) {
  storage.setItem(flag.kind, String(flag.code));
}

/** Reads and clears the stored flags; the caller shows at most one toast. */
export function takeLoginFlags(storage: Storage = window.localStorage): LoginFlag[] {
  const flags: LoginFlag[] = [];
  const erro = Number(storage.getItem("erro"));
  if (erro >= 1 && erro <= 4) flags.push({ kind: "erro", code: erro as 1 | 2 | 3 | 4 });
  if (storage.getItem("sucesso") === "1") flags.push({ kind: "sucesso", code: 1 });
  storage.removeItem("erro");
  storage.removeItem("sucesso");
  return flags;
}
