import { fetchJson, type Lookup, withTimeoutAndCache } from "./lookup";

export type Address = { cep: string; state: string; city: string; neighborhood: string; street: string };

type CepPromise = (cep: string, options?: { timeout?: number }) => Promise<Partial<Address>>;

/** cep-promise throws this shape: `service_error` when every service failed or none knew the CEP. */
type CepPromiseError = { name?: string; type?: string; message?: string };

function toAddress(value: Partial<Address>, cep: string): Address {
  return {
    cep: String(value.cep ?? cep).replace(/\D/g, ""),
    state: value.state ?? "",
    city: value.city ?? "",
    neighborhood: value.neighborhood ?? "",
    street: value.street ?? "",
  };
}

/**
 * cep-promise asks Correios, ViaCEP, WideNet and BrasilAPI at once and takes the first answer. Its
 * "all services failed" error (`service_error`) is what it says for an unknown CEP too, so it reads as
 * not found; a malformed CEP never gets here (the route checks 8 digits).
 */
export function cepPromiseFetcher(lookup?: CepPromise) {
  return async (cep: string, _signal: AbortSignal, timeoutMs = 5000): Promise<Address | null> => {
    try {
      // cep-promise is loaded by the first lookup, not at the server's start (issue 12's cold start).
      const run = lookup ?? ((await import("cep-promise")).default as unknown as CepPromise);
      return toAddress(await run(cep, { timeout: timeoutMs }), cep);
    } catch (error) {
      const failure = error as CepPromiseError;
      if (failure?.type === "service_error" || failure?.type === "validation_error") return null;
      throw error;
    }
  };
}

/** A BrasilAPI-style service (`GET {url}/{cep}` answering cep-promise's shape; 404 when unknown). */
export function httpCepFetcher(baseUrl: string) {
  return async (cep: string, signal: AbortSignal): Promise<Address | null> => {
    const body = (await fetchJson(
      `${baseUrl.replace(/\/+$/, "")}/${cep}`,
      signal,
    )) as Partial<Address> | null;
    return body ? toAddress(body, cep) : null;
  };
}

export type CepSettings = { url?: string; timeoutMs: number; lookup?: CepPromise };

export function createCepLookup(settings: CepSettings): Lookup<Address> {
  const fetcher = settings.url
    ? httpCepFetcher(settings.url)
    : (cep: string, signal: AbortSignal) =>
        cepPromiseFetcher(settings.lookup)(cep, signal, settings.timeoutMs);
  return withTimeoutAndCache(fetcher, {
    source: "CEP",
    timeoutMs: settings.timeoutMs,
    ttlMs: 24 * 60 * 60_000,
    notFoundTtlMs: 10 * 60_000,
  });
}
