import { describe, expect, it } from "vitest";
import { hashCardToken } from "@/lib/auth/card-sign-in";
import {
  CARD_PASSWORD_BITS,
  decryptCardSecret,
  encryptCardSecret,
  generateCardPassword,
  generateCardToken,
} from "./secrets";
import { WORDS } from "./card-words";

describe("login-card secrets", () => {
  it("makes passwords of three short words and two digits with no ambiguous characters", () => {
    for (let i = 0; i < 200; i++) {
      const p = generateCardPassword();
      expect(p).toMatch(/^[a-z]{6,15}[2-9]{2}$/);
      expect(p).not.toMatch(/[lio01]/);
    }
  });
  it("carries at least 28 bits from a list of short lowercase words", () => {
    expect(CARD_PASSWORD_BITS).toBeGreaterThanOrEqual(28);
    expect(new Set(WORDS).size).toBe(WORDS.length);
    for (const w of WORDS) expect(w).toMatch(/^[a-hj-km-np-z]{3,5}$/);
    // 2,000 passwords drawn: no repeats (with ~2^30 possible, a repeat means the randomness is broken).
    expect(new Set(Array.from({ length: 2000 }, generateCardPassword)).size).toBe(2000);
  });
  it("encrypts so only the server key reads it, and detects tampering", () => {
    const token = generateCardToken();
    const sealed = encryptCardSecret({ password: "suncat47", token });
    expect(sealed).not.toContain("suncat47");
    expect(decryptCardSecret(sealed)).toEqual({ password: "suncat47", token });
    const parts = sealed.split(".");
    parts[3] = parts[3].slice(0, -2) + (parts[3].endsWith("A") ? "BB" : "AA");
    expect(decryptCardSecret(parts.join("."))).toBeNull();
  });
  it("hashes tokens deterministically", () => {
    expect(hashCardToken("abc")).toBe(hashCardToken("abc"));
    expect(hashCardToken("abc")).not.toBe(hashCardToken("abd"));
  });
});
