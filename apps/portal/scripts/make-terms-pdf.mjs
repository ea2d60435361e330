// Writes public/termos-de-uso.pdf: Trilha's short terms of use in pt-BR, as a plain PDF 1.4 with the
// standard Helvetica font (WinAnsi covers Portuguese accents), so no PDF library is needed.
// Run once with `node apps/portal/scripts/make-terms-pdf.mjs`; the PDF is committed.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const TITLE = "Termos de Uso e Política de Privacidade da Plataforma Trilha";

const SECTIONS = [
  [
    "1. Objeto",
    "A Trilha é uma plataforma digital para registrar e acompanhar resíduos desde a geração até a destinação final, emitir documentos de saída e comprovar créditos de reciclagem. Estes termos regem o uso da plataforma pelos usuários das empresas contratantes, de seus prestadores e de terceiros autorizados.",
  ],
  [
    "2. Cadastro e acesso",
    "O acesso é pessoal e intransferível. O usuário é responsável por manter a senha em sigilo, por cadastrar uma senha forte e por todas as ações realizadas com suas credenciais. A sessão é encerrada após 20 minutos de inatividade e só pode estar ativa em um dispositivo por vez.",
  ],
  [
    "3. Responsabilidades do usuário",
    "O usuário compromete-se a informar dados verdadeiros, completos e atualizados sobre resíduos, prestadores, licenças e documentos, e a não utilizar a plataforma para fins ilícitos ou contrários à legislação ambiental vigente.",
  ],
  [
    "4. Dados pessoais",
    "Tratamos dados pessoais (nome, e-mail, telefone, CPF de colaboradores) apenas para prestar o serviço, cumprir obrigações legais e garantir a segurança do acesso, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). O titular pode solicitar acesso, correção ou exclusão de seus dados pelos canais de atendimento.",
  ],
  [
    "5. Segurança",
    "Senhas são armazenadas de forma irreversível. Links de criação e redefinição de senha são de uso único e expiram. Tentativas repetidas de acesso com senha incorreta bloqueiam temporariamente a conta.",
  ],
  [
    "6. Disponibilidade",
    "Empregamos esforços razoáveis para manter a plataforma disponível. Integrações com sistemas públicos de terceiros podem ficar instáveis ou indisponíveis por motivos alheios à Trilha.",
  ],
  [
    "7. Propriedade intelectual",
    "Marcas, textos, imagens e programas da plataforma pertencem à Trilha ou a seus licenciantes. Os dados inseridos pelas empresas contratantes continuam sendo de sua titularidade.",
  ],
  [
    "8. Alterações e contato",
    "Estes termos podem ser atualizados; a versão vigente fica sempre disponível na plataforma. Dúvidas podem ser enviadas ao suporte pelos canais indicados no rodapé.",
  ],
];

const PAGE = { width: 595, height: 842, margin: 56 };
const FONT_SIZE = 11;
const LEADING = 18;
// Helvetica's average glyph width is about half the font size; wrapping by characters is enough here.
const MAX_CHARS = 84;

function wrap(text) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (`${line} ${word}`.trim().length > MAX_CHARS) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}

/** PDF text string in WinAnsi (latin1) with the delimiters escaped. */
function pdfText(text) {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

// Lay the text out as [font, size, line] rows and cut it into pages.
const rows = [
  ["F2", 14, TITLE],
  ["F1", FONT_SIZE, ""],
];
for (const [heading, body] of SECTIONS) {
  rows.push(["F2", 12, heading]);
  for (const line of wrap(body)) rows.push(["F1", FONT_SIZE, line]);
  rows.push(["F1", FONT_SIZE, ""]);
}
const perPage = Math.floor((PAGE.height - 2 * PAGE.margin) / LEADING);
const pages = [];
for (let i = 0; i < rows.length; i += perPage) pages.push(rows.slice(i, i + perPage));

const objects = [];
const add = (body) => objects.push(body) && objects.length;

const catalog = add(null);
const pagesObj = add(null);
const font1 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
const font2 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
const pageIds = pages.map((pageRows, index) => {
  let y = PAGE.height - PAGE.margin;
  const ops = ["BT"];
  for (const [font, size, text] of pageRows) {
    if (text) ops.push(`/${font} ${size} Tf 1 0 0 1 ${PAGE.margin} ${y} Tm ${pdfText(text)} Tj`);
    y -= LEADING;
  }
  ops.push(
    `/F1 9 Tf 1 0 0 1 ${PAGE.width / 2 - 20} 30 Tm ${pdfText(`Página ${index + 1} de ${pages.length}`)} Tj`,
  );
  ops.push("ET");
  const stream = Buffer.from(ops.join("\n"), "latin1");
  const content = add(`<< /Length ${stream.length} >>\nstream\n${stream.toString("latin1")}\nendstream`);
  return add(
    `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${font1} 0 R /F2 ${font2} 0 R >> >> /Contents ${content} 0 R >>`,
  );
});
objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (pt-BR) >>`;
objects[pagesObj - 1] =
  `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
const info = add(`<< /Title ${pdfText(TITLE)} /Producer (Trilha) >>`);

let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(out, "latin1"));
  out += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(out, "latin1");
out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

const target = fileURLToPath(new URL("../public/termos-de-uso.pdf", import.meta.url));
writeFileSync(target, Buffer.from(out, "latin1"));
console.log(`wrote ${target} (${pages.length} pages)`);
