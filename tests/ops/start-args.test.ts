// Issue 24: `npm start` passes HOSTNAME to `next start -H` (e2e/listen.spec.ts checks the real socket).
import { describe, expect, it } from "vitest";
import { listeningOn, nextStartArgs } from "../../scripts/next-start.mjs";

describe("npm start's address", () => {
  it("listens on every interface without HOSTNAME, as before, and only where HOSTNAME says with it", () => {
    expect(nextStartArgs({})).toEqual(["node_modules/next/dist/bin/next", "start", "-p", "3000"]);
    expect(nextStartArgs({ PORT: "8080", HOSTNAME: "127.0.0.1" })).toEqual([
      "node_modules/next/dist/bin/next",
      "start",
      "-p",
      "8080",
      "-H",
      "127.0.0.1",
    ]);
    expect(listeningOn({})).toContain("every interface, port 3000");
    expect(listeningOn({ HOSTNAME: "127.0.0.1", PORT: "8080" })).toContain("listening on 127.0.0.1:8080 only");
  });
});
