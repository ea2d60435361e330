import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** Opaque tokens: 32 random bytes in base64url. Only their sha256 is stored, so a database leak gives no session. */
export function newToken(bytes = 32) {
  return randomBytes(bytes).toString("base64url");
}

export function sha256(value: string) {
  return createHash("sha256").update(value).digest("hex");
}

export function sameHash(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** argon2id: @node-rs/argon2's default algorithm (its const enum cannot be imported under isolatedModules). */
export function hashPassword(password: string) {
  return hash(password);
}

export async function verifyPassword(stored: string | null, password: string) {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
