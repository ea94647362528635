import { describe, expect, it } from "vitest";
import { escapeText, foldLine } from "./ics";

describe("RFC 5545 helpers", () => {
  it("escapes backslashes, separators and newlines in TEXT", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("escapes a lone CR too, so a description cannot start a new content line", () => {
    const escaped = escapeText("Robotics\rBEGIN:VEVENT\r\nx\ry");
    expect(escaped).toBe("Robotics\\nBEGIN:VEVENT\\nx\\ny");
    expect(escaped).not.toMatch(/[\r\n]/);
  });

  it("folds at 75 octets without splitting a character, and unfolds back", () => {
    const line = `SUMMARY:${"Ünïcødé ☀ ".repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SHORT:x")).toBe("SHORT:x");
  });
});
