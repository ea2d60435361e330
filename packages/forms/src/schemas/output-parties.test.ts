import { describe, expect, it } from "vitest";
import { partiesRegisteredAbroad, registeredAbroadMessage } from "./output-parties";

const abroad = { company_name: "Global Waste LLC", registry_type: "international_registry" };
const brazilian = { company_name: "Aterro Central Ltda", registry_type: "cnpj" };

describe("an output's party registered abroad", () => {
  it("is refused on its field by an MTR for the public systems, in the API's words", () => {
    expect(partiesRegisteredAbroad("pv_and_others", { destiny: abroad, transporter: brazilian })).toEqual({
      destiny:
        'O destinatário "Global Waste LLC" tem registro internacional: os sistemas públicos identificam as partes por CNPJ ou CPF. Escolha outro destinatário ou emita o MTR somente na plataforma.',
    });
    expect(partiesRegisteredAbroad("pv_and_others", { destiny: brazilian, transporter: abroad })).toEqual({
      transporter:
        'O transportador "Global Waste LLC" tem registro internacional: os sistemas públicos identificam as partes por CNPJ ou CPF. Escolha outro transportador ou emita o MTR somente na plataforma.',
    });
    expect(partiesRegisteredAbroad("pv_and_others", { destiny: abroad, transporter: abroad })).toEqual({
      destiny: registeredAbroadMessage("destiny", "Global Waste LLC"),
      transporter: registeredAbroadMessage("transporter", "Global Waste LLC"),
    });
  });

  it("is accepted by an MTR only on the platform, or a document without MTR", () => {
    for (const option of ["only_pv", "none", undefined]) {
      expect(
        partiesRegisteredAbroad(option, { destiny: abroad, transporter: abroad }),
        String(option),
      ).toEqual({});
    }
  });

  it("refuses no party registered by CNPJ or CPF, nor one not known yet", () => {
    const person = { company_name: "João da Silva", registry_type: "cpf" };
    expect(partiesRegisteredAbroad("pv_and_others", { destiny: brazilian, transporter: person })).toEqual({});
    expect(partiesRegisteredAbroad("pv_and_others", { destiny: undefined, transporter: null })).toEqual({});
  });
});
