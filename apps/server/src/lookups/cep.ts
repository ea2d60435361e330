import { fetchJson, type Lookup, withTimeoutAndCache } from "./lookup";

export type Address = { cep: string; state: string; city: string; neighborhood: string; street: string };

type CepPromise = (cep: string, options?: { timeout?: number }) => Promise<Partial<Address>>;

/**
 * cep-promise throws this shape: `service_error` when no service found the CEP, with each service's
 * own error in `errors`; `validation_error` for input it refuses.
 */
type CepPromiseError = {
  name?: string;
  type?: string;
  message?: string;
  errors?: readonly { message?: string; service?: string }[];
};

/** Every service failed to answer (network, timeout, 5xx): the CEP may well exist. */
export class CepServicesUnavailableError extends Error {
  constructor(readonly failures: readonly { message?: string; service?: string }[]) {
    super(`every CEP service failed: ${failures.map((f) => `${f.service}: ${f.message}`).join("; ")}`);
    this.name = "CepServicesUnavailableError";
  }
}

const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * Whether a service actually answered that the CEP does not exist: ViaCEP's `erro: true`, WideNet's
 * `ok: false`, the Correios' empty result or SOAP fault "CEP NAO ENCONTRADO" (cep-promise words them
 * all "CEP não encontrado…"). BrasilAPI is left out: cep-promise says "não encontrado" for any answer
 * of it but 200, a 500 included, and failing to connect is worded "Erro ao se conectar…".
 */
function answeredNotFound(failure: CepPromiseError): boolean {
  return (failure.errors ?? []).some(
    (error) => error.service !== "brasilapi" && /cep nao encontrad/i.test(plain(String(error.message ?? ""))),
  );
}

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
 * cep-promise asks Correios, ViaCEP, WideNet and BrasilAPI at once and takes the first answer. When
 * none finds the CEP it throws one `service_error` whether they answered "unknown CEP" or could not
 * be reached: the CEP is not found (null) only if a service answered so; when every service failed
 * (offline, timeouts, 5xx) it throws, and the route answers 502 LOOKUP_UNAVAILABLE instead of telling
 * the user a real CEP does not exist. A malformed CEP never gets here (the route checks 8 digits).
 */
export function cepPromiseFetcher(lookup?: CepPromise) {
  return async (cep: string, _signal: AbortSignal, timeoutMs = 5000): Promise<Address | null> => {
    try {
      // cep-promise is loaded by the first lookup, not at the server's start (issue 12's cold start).
      const run = lookup ?? ((await import("cep-promise")).default as unknown as CepPromise);
      return toAddress(await run(cep, { timeout: timeoutMs }), cep);
    } catch (error) {
      const failure = error as CepPromiseError;
      if (failure?.type === "validation_error") return null;
      if (failure?.type === "service_error") {
        if (answeredNotFound(failure)) return null;
        throw new CepServicesUnavailableError(failure.errors ?? []);
      }
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
