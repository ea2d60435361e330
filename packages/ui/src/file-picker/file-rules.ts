/* File checks and pt-BR texts of the FilePicker, kept free of React so forms can reuse them. */

const sizeUnits = ["KB", "MB", "GB"] as const;

/** "512 bytes", "1,2 MB": pt-BR decimals, powers of 1024, one decimal place above bytes. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  let value = bytes;
  let unit = -1;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 }).format(value);
  return `${number} ${sizeUnits[unit]}`;
}

function acceptTokens(accept: string): string[] {
  return accept
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a file matches an `accept` list of extensions (".pdf") and MIME types ("image/png", "image/*"). */
export function acceptsFile(accept: string | undefined, file: Pick<File, "name" | "type">): boolean {
  const tokens = accept ? acceptTokens(accept) : [];
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith(".")) return name.endsWith(token);
    if (token.endsWith("/*")) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

const typeNames: Record<string, string> = {
  image: "de imagem",
  audio: "de áudio",
  video: "de vídeo",
  text: "de texto",
};

function joinOr(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ou ${items.at(-1)}`;
}

/** "PDF", "JPG, JPEG ou PNG": the accepted kinds as people name them. */
export function describeAccept(accept: string): string {
  const names = acceptTokens(accept).map((token) => {
    if (token.startsWith(".")) return token.slice(1).toUpperCase();
    const [kind, sub] = token.split("/");
    if (sub === "*") return typeNames[kind!] ?? kind!.toUpperCase();
    return sub!.replace(/^x-/, "").toUpperCase();
  });
  return joinOr([...new Set(names)]);
}

export const filePickerText = {
  choose: "Selecionar arquivo",
  replace: "Trocar arquivo",
  remove: (name: string) => `Remover arquivo ${name}`,
  removeStored: "Remover",
  stored: "Arquivo já enviado",
  drop: "Arraste o arquivo para cá ou",
  dropActive: "Solte o arquivo para enviá-lo",
  progress: "Progresso do envio",
  // One wording per problem, the same words @trilha/forms' schemas (and so the server) use.
  invalidType: (label: string, types: string) => `O campo ${label} aceita apenas arquivos ${types}.`,
  tooLarge: (label: string, maxSize: number) =>
    `O arquivo do campo ${label} deve ter no máximo ${formatFileSize(maxSize)}.`,
} as const;

/** The message that rejects `file`, or null when it may be used. */
export function checkFile(
  file: Pick<File, "name" | "type" | "size">,
  {
    accept,
    maxSize,
    label = "Arquivo",
    acceptLabel,
  }: { accept?: string; maxSize?: number; label?: string; acceptLabel?: string },
): string | null {
  if (accept && !acceptsFile(accept, file))
    return filePickerText.invalidType(label, acceptLabel ?? describeAccept(accept));
  if (maxSize !== undefined && file.size > maxSize) return filePickerText.tooLarge(label, maxSize);
  return null;
}
