import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { validate } from "./engine";
import { bool, choice, date, file, group, list, MAX_FILE_SIZE, number, text } from "./fields";
import { cep, cnpj, cpf, distinct, email, numeric, phone, plate, url } from "./rules";

const documentSchema = group({ cpf: cpf({ required: true }), cnpj: cnpj({ required: true }) });
const documentLabels = { cpf: "CPF", cnpj: "CNPJ" };

function cpfCheckDigit(digits: number[]): number {
  const weight = digits.length + 1;
  const sum = digits.reduce((total, digit, i) => total + digit * (weight - i), 0);
  return ((sum * 10) % 11) % 10;
}
function cnpjCheckDigit(digits: number[]): number {
  const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2].slice(13 - digits.length);
  const rest = digits.reduce((total, digit, i) => total + digit * weights[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}
const notAllEqual = (digits: number[]) => new Set(digits).size > 1;
const digit = fc.integer({ min: 0, max: 9 });
const validCpf = fc
  .array(digit, { minLength: 9, maxLength: 9 })
  .filter(notAllEqual)
  .map((base) => {
    const first = [...base, cpfCheckDigit(base)];
    return [...first, cpfCheckDigit(first)].join("");
  });
const validCnpj = fc
  .array(digit, { minLength: 12, maxLength: 12 })
  .filter(notAllEqual)
  .map((base) => {
    const first = [...base, cnpjCheckDigit(base)];
    return [...first, cnpjCheckDigit(first)].join("");
  });
const maskCpf = (v: string) => `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}`;
const maskCnpj = (v: string) =>
  `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`;
const changeDigit = (value: string, position: number, delta: number) =>
  value.slice(0, position) + String((Number(value[position]) + delta) % 10) + value.slice(position + 1);

const cpfOf = (value: string) =>
  validate(documentSchema, { cpf: value, cnpj: "11.222.333/0001-81" }, documentLabels);
const cnpjOf = (value: string) =>
  validate(documentSchema, { cpf: "529.982.247-25", cnpj: value }, documentLabels);

describe("CPF (property)", () => {
  it("accepts every generated valid number, and gives it back unmasked", () => {
    fc.assert(
      fc.property(validCpf, (value) => {
        expect(cpfOf(value).errors).toBeUndefined();
        expect(cpfOf(maskCpf(value)).value?.cpf).toBe(value);
      }),
    );
  });
  it("rejects a changed check digit with the spec's message", () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.constantFrom(9, 10),
        fc.integer({ min: 1, max: 9 }),
        (value, position, delta) => {
          expect(cpfOf(changeDigit(value, position, delta)).errors).toEqual({
            cpf: "CPF não possui um formato válido",
          });
        },
      ),
    );
  });
  it("gives the same answer masked and unmasked", () => {
    fc.assert(
      fc.property(fc.oneof(validCpf, fc.stringMatching(/^\d{11}$/)), (value) => {
        expect(cpfOf(maskCpf(value))).toEqual(cpfOf(value));
      }),
    );
  });
  it.each(["00000000000", "11111111111", "1234567890", "529.982.247-2x"])("rejects %s", (value) => {
    expect(cpfOf(value).errors).toEqual({ cpf: "CPF não possui um formato válido" });
  });
});

describe("CNPJ (property)", () => {
  it("accepts every generated valid number, and gives it back unmasked", () => {
    fc.assert(
      fc.property(validCnpj, (value) => {
        expect(cnpjOf(value).errors).toBeUndefined();
        expect(cnpjOf(maskCnpj(value)).value?.cnpj).toBe(value);
      }),
    );
  });
  it("rejects a changed check digit", () => {
    fc.assert(
      fc.property(
        validCnpj,
        fc.constantFrom(12, 13),
        fc.integer({ min: 1, max: 9 }),
        (value, position, delta) => {
          expect(cnpjOf(changeDigit(value, position, delta)).errors).toEqual({
            cnpj: "CNPJ não possui um formato válido",
          });
        },
      ),
    );
  });
  it("gives the same answer masked and unmasked", () => {
    fc.assert(
      fc.property(fc.oneof(validCnpj, fc.stringMatching(/^\d{14}$/)), (value) => {
        expect(cnpjOf(maskCnpj(value))).toEqual(cnpjOf(value));
      }),
    );
  });
  it.each(["00000000000000", "1122233300018", "11.222.333/0001-80"])("rejects %s", (value) => {
    expect(cnpjOf(value).errors).toEqual({ cnpj: "CNPJ não possui um formato válido" });
  });
});

describe("text rules", () => {
  const schema = group({
    email: email(),
    site: url(),
    number: numeric({ messages: { numeric: "Número deve ser numérico" } }),
    cep: cep(),
    phone: phone(),
    mobile: phone({ unmask: true }),
    plate: plate(),
  });
  const labels = {
    email: "E-mail",
    site: "Site",
    number: "Número",
    cep: "CEP",
    phone: "Telefone",
    plate: "Placa",
  };
  const table: [string, unknown, string | undefined][] = [
    ["email", "ana@empresa.com.br", undefined],
    ["email", "ana@empresa", "E-mail digitado não é valido!"],
    ["email", "ana empresa.com", "E-mail digitado não é valido!"],
    ["site", "https://trilha.app", undefined],
    ["site", "trilha.app", "O campo Site deve ser um endereço web válido (http:// ou https://)."],
    ["number", "123", undefined],
    ["number", "12a", "Número deve ser numérico"],
    ["cep", "01310-100", undefined],
    ["cep", "01310100", undefined],
    ["cep", "0131-0100", "CEP não possui um formato válido"],
    ["phone", "(11) 3333-4444", undefined],
    ["phone", "(11) 98765-4321", undefined],
    ["phone", "123", "Telefone não possui um formato válido"],
    ["plate", "ABC-1234", undefined],
    ["plate", "abc1d23", undefined],
    ["plate", "AB12345", "Placa não possui um formato válido"],
  ];
  it.each(table)("%s = %j → %s", (field, value, message) => {
    const errors = validate(schema, { [field]: value }, labels).errors;
    expect(errors?.[field]).toBe(message);
  });
  it("normalises plates and unmasks phones when asked", () => {
    expect(
      validate(schema, { plate: "abc-1234", mobile: "(11) 98765-4321", phone: "(11) 3333-4444" }).value,
    ).toEqual({
      plate: "ABC1234",
      mobile: "11987654321",
      phone: "(11) 3333-4444",
    });
  });
  it("trims e-mails", () => {
    expect(validate(schema, { email: " ana@empresa.com.br " }).value).toEqual({
      email: "ana@empresa.com.br",
    });
  });
  it("leaves empty optional values alone", () => {
    expect(validate(schema, { email: "", cep: "", phone: undefined }).errors).toBeUndefined();
  });
});

describe("numbers, choices, booleans and lists", () => {
  const schema = group({
    users: number({ integer: true, min: 10, max: 100, step: 10 }),
    cost: number({ min: 0 }),
    kind: choice(["a", "b"]),
    flag: bool(),
    tags: list(text({ required: true }), { min: 1, max: 2 }),
  });
  const labels = { users: "Usuários", cost: "Custo", kind: "Tipo", flag: "Ativo", tags: "Etiquetas" };
  const table: [Record<string, unknown>, Record<string, string>][] = [
    [{ users: 5 }, { users: "O campo Usuários deve ser maior ou igual a 10." }],
    [{ users: 110 }, { users: "O campo Usuários deve ser menor ou igual a 100." }],
    [{ users: 15 }, { users: "O campo Usuários deve ser um múltiplo de 10." }],
    [{ users: 10.5 }, { users: "O campo Usuários deve ser um número inteiro." }],
    [{ cost: "abc" }, { cost: "O campo Custo deve ser um número." }],
    [{ cost: "-1" }, { cost: "O campo Custo deve ser maior ou igual a 0." }],
    [{ kind: "c" }, { kind: "Selecione uma opção válida para o campo Tipo." }],
    [{ flag: "talvez" }, { flag: "O campo Ativo deve ser marcado ou desmarcado." }],
    [{ tags: [] }, { tags: "O campo Etiquetas deve ter pelo menos 1 item." }],
    [{ tags: ["a", "b", "c"] }, { tags: "O campo Etiquetas deve ter no máximo 2 itens." }],
  ];
  it.each(table)("%j", (values, errors) => {
    expect(validate(schema, { tags: ["x"], ...values }, labels).errors).toEqual(errors);
  });
  it("parses pt-BR decimals and multipart booleans", () => {
    expect(validate(schema, { users: "20", cost: "1.234,56", flag: "true", tags: ["x"] }).value).toEqual({
      users: 20,
      cost: 1234.56,
      flag: true,
      tags: ["x"],
    });
  });
  it("reads an object keyed by index (a long multipart list) as a list", () => {
    expect(validate(schema, { tags: { 10: "b", 2: "a" } }).value?.tags).toEqual(["a", "b"]);
  });
  it("reports repeated entries of a distinct list on the list", () => {
    const people = distinct(list(group({ name: text(), email: text() })), ["name", "email"], "Repetido");
    const schema2 = group({ people });
    expect(
      validate(schema2, {
        people: [
          { name: "Ana", email: "a@b.co" },
          { name: " ana ", email: "A@B.CO" },
        ],
      }).errors,
    ).toEqual({ people: "Repetido" });
    expect(
      validate(schema2, {
        people: [
          { name: "Ana", email: "a@b.co" },
          { name: "Ana", email: "c@b.co" },
        ],
      }).errors,
    ).toBeUndefined();
  });
});

describe("dates", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 21, 10, 0, 0));
  });
  afterEach(() => vi.useRealTimers());

  const schema = group({
    emission: date({ past: true }),
    alert: date({ todayOrFuture: true }),
    start: date(),
    end: date({ notBefore: "start" }),
    bounded: date({ min: "2026-01-01", max: "2026-12-31" }),
  });
  const labels = { emission: "Emissão", alert: "Alerta", start: "Início", end: "Fim", bounded: "Data" };
  const table: [Record<string, unknown>, Record<string, string> | undefined][] = [
    [{ emission: "2026-11-21", alert: "2026-11-21" }, undefined],
    [{ emission: "2026-11-22" }, { emission: "O campo Emissão não pode ser uma data futura." }],
    [{ alert: "2026-11-20" }, { alert: "O campo Alerta não pode ser uma data passada." }],
    [{ start: "2026-02-30" }, { start: "O campo Início deve ser uma data válida no formato dd/mm/aaaa." }],
    [{ start: "21/11/2026" }, { start: "O campo Início deve ser uma data válida no formato dd/mm/aaaa." }],
    [
      { start: "2026-05-10", end: "2026-05-09" },
      { end: "O campo Fim deve ser uma data igual ou posterior a 10/05/2026." },
    ],
    [
      { bounded: "2025-12-31" },
      { bounded: "O campo Data deve ser uma data igual ou posterior a 01/01/2026." },
    ],
    [
      { bounded: "2027-01-01" },
      { bounded: "O campo Data deve ser uma data igual ou anterior a 31/12/2026." },
    ],
  ];
  it.each(table)("%j", (values, errors) => {
    expect(validate(schema, values, labels).errors).toEqual(errors);
  });
  it("keeps the calendar day of a timestamp", () => {
    expect(validate(schema, { start: "2026-03-04T10:00:00.000Z" }).value?.start).toBe("2026-03-04");
  });
});

describe("files", () => {
  const schema = group({
    pdf: file({ required: true, accept: "pdf" }),
    photo: file({ accept: "image", maxSize: 1024 }),
    kept: file({ accept: "pdf", keepExisting: true }),
  });
  const labels = { pdf: "Anexo", photo: "Foto", kept: "Contrato" };
  const pdf = new File(["%PDF-1.7"], "licenca.PDF", { type: "application/pdf" });
  const table: [string, Record<string, unknown>, Record<string, string> | undefined][] = [
    ["a browser File", { pdf }, undefined],
    ["a server descriptor", { pdf: { name: "a.pdf", type: "application/pdf", size: 10 } }, undefined],
    ["a descriptor without type", { pdf: { name: "a.pdf", size: 10 } }, undefined],
    [
      "an image where a PDF is expected",
      { pdf: new File(["x"], "a.png", { type: "image/png" }) },
      { pdf: "O campo Anexo aceita apenas arquivos PDF." },
    ],
    [
      "a renamed file (name and type disagree)",
      { pdf: { name: "a.pdf", type: "image/png", size: 1 } },
      { pdf: "O campo Anexo aceita apenas arquivos PDF." },
    ],
    [
      "a PDF where an image is expected",
      { pdf, photo: pdf },
      { photo: "O campo Foto aceita apenas arquivos JPG, JPEG ou PNG." },
    ],
    [
      "a photo over the limit",
      { pdf, photo: { name: "a.jpeg", type: "image/jpeg", size: 2048 } },
      { photo: "O arquivo do campo Foto deve ter no máximo 1 KB." },
    ],
    ["no file", {}, { pdf: "O campo Anexo é obrigatório." }],
    ["text instead of a file", { pdf: "a.pdf" }, { pdf: "O campo Anexo deve conter um arquivo." }],
    ["an attachment already stored", { pdf, kept: "contrato.pdf" }, undefined],
  ];
  it.each(table)("%s", (_, values, errors) => {
    expect(validate(schema, values, labels).errors).toEqual(errors);
  });
  it("limits files to 10 MB by default", () => {
    const big = { name: "a.pdf", type: "application/pdf", size: MAX_FILE_SIZE + 1 };
    expect(validate(schema, { pdf: big }, labels).errors).toEqual({
      pdf: "O arquivo do campo Anexo deve ter no máximo 10 MB.",
    });
  });
});
