import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Libraries of one feature each (the MTR's PDF and QR code, SMTP, the NF-e's XML, the CEP lookup, the S3
 * driver's SDK): a quarter of a second of every start when imported at the top (issue 12's cold start),
 * so their modules import them where they are first used (`loadOnce`, `await import(...)`); a type-only
 * import costs nothing.
 */
const LOADED_ON_FIRST_USE = [
  "pdfkit",
  "qrcode",
  "nodemailer",
  "fast-xml-parser",
  "cep-promise",
  "@aws-sdk/client-s3",
];

const src = new URL("../src/", import.meta.url).pathname;

describe("the server's start", () => {
  it("does not load the single-feature libraries: no module imports them at its top", () => {
    const found: string[] = [];
    for (const file of readdirSync(src, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts")) continue;
      const source = ts.createSourceFile(file, readFileSync(join(src, file), "utf8"), ts.ScriptTarget.Latest);
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
        const from = (statement.moduleSpecifier as ts.StringLiteral).text;
        if (LOADED_ON_FIRST_USE.includes(from)) found.push(`${file} imports ${from}`);
      }
    }
    expect(found).toEqual([]);
  });
});
