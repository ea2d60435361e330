import { hash as digest, randomBytes, timingSafeEqual } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** Opaque tokens: 32 random bytes in base64url. Only their sha256 is stored, so a database leak gives no session. */
export function newToken(bytes = 32) {
  return randomBytes(bytes).toString("base64url");
}

/** Every signed-in call hashes its token: the one-shot hash, without a Hash object. */
export function sha256(value: string) {
  return digest("sha256", value, "hex");
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

let dummy: Promise<string> | undefined;

/**
 * The hash of a random password nobody knows, made on first use and kept for the process: an unknown
 * e-mail, or a user without a password yet, is verified against it, so every sign-in attempt costs the
 * same argon2 verify and the answer's timing does not tell whether the address is registered.
 */
function dummyHash() {
  dummy ??= hash(newToken()).catch((error: unknown) => {
    dummy = undefined;
    throw error;
  });
  return dummy;
}

/** True when `password` matches `stored`; a missing `stored` still runs one verify (against the dummy hash). */
export async function verifyPassword(stored: string | null, password: string) {
  try {
    const matches = await verify(stored ?? (await dummyHash()), password);
    return stored !== null && matches;
  } catch {
    return false;
  }
}
