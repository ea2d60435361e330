import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCepLookup } from "../../src/lookups/cep";
import { useTestDatabase } from "../support/database";
import { call, providersApp, type Setup } from "./support";

/**
 * GET /cep/{cep} through cep-promise (no CEP_LOOKUP_URL), its five outside services faked at the HTTP
 * level (msw intercepts the requests node-fetch makes): 404 only when a service answered that the CEP
 * does not exist; 502 when every service failed to answer.
 */
const SERVICES = {
  correios: "https://apps.correios.com.br/SigepMasterJPA/AtendeClienteService/AtendeCliente",
  correiosAlt: "https://buscacepinter.correios.com.br/app/endereco/carrega-cep-endereco.php",
  viacep: "https://viacep.com.br/ws/:cep/json/",
  widenet: "https://cdn.apicep.com/file/apicep/:cep",
  brasilapi: "https://brasilapi.com.br/api/cep/v1/:cep",
};

const offline = [
  http.post(SERVICES.correios, () => HttpResponse.error()),
  http.post(SERVICES.correiosAlt, () => HttpResponse.error()),
  http.get(SERVICES.viacep, () => HttpResponse.error()),
  http.get(SERVICES.widenet, () => HttpResponse.error()),
  http.get(SERVICES.brasilapi, () => HttpResponse.error()),
];
const failing = [
  http.post(SERVICES.correios, () => new HttpResponse("Bad Gateway", { status: 502 })),
  http.post(SERVICES.correiosAlt, () => new HttpResponse("Service Unavailable", { status: 503 })),
  http.get(SERVICES.viacep, () => new HttpResponse("Internal Server Error", { status: 500 })),
  http.get(SERVICES.widenet, () => new HttpResponse("Internal Server Error", { status: 500 })),
  http.get(SERVICES.brasilapi, () => HttpResponse.json({ message: "boom" }, { status: 500 })),
];

const mock = setupServer();

describe("GET /cep/{cep} through cep-promise", () => {
  const database = useTestDatabase();
  let s: Setup;

  beforeAll(async () => {
    mock.listen({ onUnhandledRequest: "error" });
    s = await providersApp(database.db, {
      lookups: { cep: createCepLookup({ timeoutMs: 5000 }), company: async () => null },
    });
  }, 60_000);
  afterEach(() => mock.resetHandlers());
  afterAll(() => mock.close());

  it("answers 502 LOOKUP_UNAVAILABLE when no service can be reached, not that the CEP does not exist", async () => {
    mock.use(...offline);
    const answer = await call(s.app, "GET", "/cep/01310100", s.token);
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({
      code: "LOOKUP_UNAVAILABLE",
      message: "Serviço de consulta indisponível no momento. Tente novamente.",
    });
  });

  it("answers 502 when every service answers a server error", async () => {
    mock.use(...failing);
    const answer = await call(s.app, "GET", "/cep/01310-101", s.token);
    expect(answer.status).toBe(502);
    expect(answer.body.code).toBe("LOOKUP_UNAVAILABLE");
  });

  it("answers 404 CEP_NOT_FOUND when a service answered that the CEP does not exist", async () => {
    mock.use(
      ...offline.slice(0, 2),
      http.get(SERVICES.viacep, () => HttpResponse.json({ erro: true })),
    );
    mock.use(...offline.slice(3));
    const answer = await call(s.app, "GET", "/cep/99999999", s.token);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: "CEP_NOT_FOUND",
      message: "Todos os serviços de CEP não encontraram o valor informado.",
    });
  });

  it("finds the address when one service answers it, whatever the others do", async () => {
    mock.use(
      ...offline.filter((_, i) => i !== 2),
      http.get(SERVICES.viacep, () =>
        HttpResponse.json({
          cep: "01310-100",
          logradouro: "Avenida Paulista",
          bairro: "Bela Vista",
          localidade: "São Paulo",
          uf: "SP",
        }),
      ),
    );
    const answer = await call(s.app, "GET", "/cep/01310100", s.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      cep: "01310100",
      state: "SP",
      city: "São Paulo",
      neighborhood: "Bela Vista",
      street: "Avenida Paulista",
    });
  });
});
