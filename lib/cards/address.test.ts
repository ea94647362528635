import { describe, expect, it } from "vitest";
import { cardAddress } from "./address";

describe("cardAddress: what a child types, and whether it only works on this computer", () => {
  it.each([
    ["https://sprout.school", "sprout.school/login", false],
    ["https://sprout.school/", "sprout.school/login", false],
    ["https://school.example:8443/sprout", "school.example:8443/sprout/login", false],
    ["http://localhost:3000", "localhost:3000/login", true],
    ["http://app.localhost", "app.localhost/login", true],
    ["http://127.0.0.1:3000", "127.0.0.1:3000/login", true],
    ["http://127.12.0.9", "127.12.0.9/login", true],
    ["http://[::1]:3000", "[::1]:3000/login", true],
    ["http://10.0.0.5:3000", "10.0.0.5:3000/login", false],
    ["http://127.example.org", "127.example.org/login", false],
  ])("%s → %s (loopback %s)", (url, address, loopback) => {
    expect(cardAddress(url)).toEqual({ address, loopback });
  });
});
