import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblems, verifyPassword } from "./password";

describe("passwords", () => {
  it("hashes with argon2id and verifies", async () => {
    const hash = await hashPassword("Purple-Turtle-55");
    expect(hash.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true);
    expect(await verifyPassword(hash, "Purple-Turtle-55")).toBe(true);
    expect(await verifyPassword(hash, "purple-turtle-55")).toBe(false);
    expect(await verifyPassword(null, "anything")).toBe(false);
  });

  it("names the weakness of a password", () => {
    expect(passwordProblems("short")).toEqual(["This password is too short. It must contain at least 8 characters."]);
    expect(passwordProblems("12345678901")).toEqual(["This password is entirely numeric."]);
    expect(passwordProblems("anarivera99", ["anarivera"])).toEqual([
      "The password is too similar to your personal information.",
    ]);
    expect(passwordProblems("Green-Leaf-2468", ["ana"])).toEqual([]);
  });
});
