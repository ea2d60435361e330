import { HttpResponse, http } from "msw";
import { API, fail } from "./story-app";

/** A 64×64 PNG logo (a white leaf on green): what a company would send. */
export const LOGO_PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAABCklEQVR42u3Z0Q3CMAwE0JuCBViGmRiIDflOJT74QLRK4vjOkc7qAH5V21xt3J6PrS8YYIABBhhggAEGbA54v+7fqxagfaqz9TkGsru/MJx1P2QAofszQ11AO6n+7vsNoHX/YygKaB1VF9C6qyKgDVa5l7iNV7mv0EKD7CCbMCijxN8Tas4gCHMXHTANSEoKNAOSkgLNgKSkQDMgKSnQDEhKCjQD8pICx4DUE2rhLaA+QnGD8iWOG5Sf0bhBeZDFDcooETcow1zcoBktrjIoZ6Pk9J/yR6Y1QPgnWWu8vj0gKSnUHS3W3dAwu1eO16vvyDjdi1dMG2wps7v3ntgAAwwwwAADDDBgb8ABpKhxbHs8iiAAAAAASUVORK5CYII=",
  ),
  (char) => char.charCodeAt(0),
);

/**
 * The logo's calls as the stories' API answers them, over a state the story sets and reads: the bytes
 * stored (null: none), their type, the files received and the calls counted. `company` gives the
 * company's other fields, which the writes answer with the logo's `logo_updated_at`.
 */
export type LogoState = {
  bytes: Uint8Array | null;
  type: string;
  sent: File[];
  removed: number;
  /** How many times GET /company/logo was asked. */
  fetched: number;
  /** A refusal for the next upload: the field's message. */
  refuse: string | null;
};

export const newLogoState = (bytes: Uint8Array | null = null): LogoState => ({
  bytes,
  type: "image/png",
  sent: [],
  removed: 0,
  fetched: 0,
  refuse: null,
});

const STORED_AT = "2026-01-12T09:30:00.000Z";

export const logoUpdatedAt = (state: LogoState) => (state.bytes ? STORED_AT : null);

export function companyLogoHandlers(state: LogoState, company: () => Record<string, unknown>) {
  const answer = () => HttpResponse.json({ ...company(), logo_updated_at: logoUpdatedAt(state) });
  return [
    http.get(`${API}/company/logo`, () => {
      state.fetched += 1;
      return state.bytes
        ? new HttpResponse(state.bytes, { headers: { "content-type": state.type } })
        : fail(404, "NOT_FOUND", "A empresa não tem logotipo.");
    }),
    http.put(`${API}/company/logo`, async ({ request }) => {
      const logo = (await request.formData()).get("logo");
      if (!(logo instanceof File)) return fail(422, "VALIDATION_FAILED", "Dados inválidos.");
      state.sent.push(logo);
      if (state.refuse)
        return fail(422, "VALIDATION_FAILED", "Os dados informados são inválidos.", {
          fields: { logo: state.refuse },
        });
      state.bytes = new Uint8Array(await logo.arrayBuffer());
      state.type = logo.type || "image/png";
      return answer();
    }),
    http.delete(`${API}/company/logo`, () => {
      state.removed += 1;
      state.bytes = null;
      return answer();
    }),
  ];
}
