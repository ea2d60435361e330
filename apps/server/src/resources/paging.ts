import { ValidationError } from "../http/errors";

export type Page = { page: number; perPage: number; offset: number };

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

/** `page` is 1-based (the portal sends index + 1); `per_page` 1–100, default 10 (spec §9). */
export function pageOf(query: Record<string, string | undefined>): Page {
  const errors: Record<string, string> = {};
  const read = (name: string, fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < 1 || value > max) {
      errors[name] = `O campo ${name} deve ser um número inteiro de 1 a ${max}.`;
      return fallback;
    }
    return value;
  };
  const page = read("page", 1, 1_000_000);
  const perPage = read("per_page", DEFAULT_PER_PAGE, MAX_PER_PAGE);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { page, perPage, offset: (page - 1) * perPage };
}

export const paged = <T>(data: T[], total: number) => ({ data, total });
