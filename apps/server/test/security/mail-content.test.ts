import { describe, expect, it } from "vitest";
import { firstAccessMail, lockoutMail, resetPasswordMail, ssoAccessMail } from "../../src/mail/templates";

/**
 * A company's administrator names the users it adds, and Trilha e-mails each one at the address typed:
 * a name carrying a link ("Conta suspensa, acesse https://…") would reach any inbox as Trilha's own
 * words, a link mail clients make clickable. An e-mail greets by a name only when it holds no link,
 * address or host ending in a real top-level domain; otherwise it greets without one. Trilha's own link
 * is the only one in the message.
 */
const LINK = "http://portal.test/login/minha-senha/1/abc";
const templates = [
  (name: string) => firstAccessMail({ to: "a@b.c", name, link: LINK, hours: 72 }),
  (name: string) => resetPasswordMail({ to: "a@b.c", name, link: LINK, minutes: 60 }),
  (name: string) => lockoutMail({ to: "a@b.c", name, link: LINK, minutes: 60, attempts: 5 }),
  (name: string) => ssoAccessMail({ to: "a@b.c", name, link: LINK }),
];

describe("the name an e-mail greets", () => {
  it.each([
    "Conta suspensa acesse https://evil.example/x",
    "Sua conta expira: evil.com.br/renovar",
    "Renove em EVIL.XYZ",
    "Renove em evil.online.",
    "Renove em conta.evil.app/x",
    "Renove em evil.рф",
    "Renove em evil.XN--P1AI",
    "Acesse www.evil.example",
    "Escreva para suporte@evil.example",
    "Clique em HTTP://EVIL.EXAMPLE",
  ])("is left out when it carries a link, an address or a real host: %s", (name) => {
    for (const mail of templates.map((template) => template(name))) {
      expect(mail.text).not.toMatch(/evil/i);
      expect(mail.html).not.toMatch(/evil/i);
      expect(mail.text.startsWith("Olá!\n")).toBe(true);
    }
  });

  it.each([
    "Ana Souza",
    "José da Silva Jr.",
    "Maria D'Ávila",
    "A. B. Carvalho",
    "Dr. João",
    "Dr.João",
    "Dra.Maria Souza",
    "Eng.Paulo Lima",
    "Sr.José",
    "Otávio Operador",
  ])("greets by it otherwise, a dot without a space after it included: %s", (name) => {
    for (const mail of templates.map((template) => template(name))) {
      expect(mail.text.startsWith(`Olá, ${name}!\n`)).toBe(true);
    }
  });
});
