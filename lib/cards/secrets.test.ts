import { describe, expect, it } from "vitest";
import { decryptCardSecret, encryptCardSecret, generateCardPassword, generateCardToken, hashCardToken } from "./secrets";

describe("login-card secrets", () => {
  it("makes passwords of two short words and two digits with no ambiguous characters", () => {
    for (let i = 0; i < 200; i++) {
      const p = generateCardPassword();
      expect(p).toMatch(/^[a-z]{4,8}[2-9]{2}$/);
      expect(p).not.toMatch(/[lio01]/);
    }
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
