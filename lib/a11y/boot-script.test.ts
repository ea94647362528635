import { describe, expect, it } from "vitest";
import { accessibilityBootScript } from "./boot-script";
import { A11Y_STORAGE_KEY } from "./settings";

function run(stored: string | null) {
  const classes = new Set<string>();
  const style = new Map<string, string>();
  const documentElement = {
    classList: { add: (c: string) => classes.add(c) },
    style: { setProperty: (k: string, v: string) => style.set(k, v) },
  };
  const localStorage = { getItem: (k: string) => (k === A11Y_STORAGE_KEY ? stored : null) };
  new Function("localStorage", "document", accessibilityBootScript())(localStorage, { documentElement });
  return { classes: [...classes], style: Object.fromEntries(style) };
}

describe("accessibilityBootScript", () => {
  it("applies the stored settings to <html> the way the toolbar does", () => {
    const out = run(JSON.stringify({ biggerText: 2, contrast: 1, legibleFonts: 1 }));
    expect(out.classes).toEqual(expect.arrayContaining(["a11y-bigger-text", "a11y-contrast-1", "a11y-legible-fonts"]));
    expect(out.style).toMatchObject({ "--a11y-text-scale": "1.3", "--a11y-filter": "invert(1) hue-rotate(180deg)" });
  });

  it("ignores levels out of range and broken or missing data", () => {
    expect(run(JSON.stringify({ biggerText: 99, textAlign: "x" }))).toEqual({ classes: [], style: {} });
    expect(run("{not json")).toEqual({ classes: [], style: {} });
    expect(run(null)).toEqual({ classes: [], style: {} });
  });
});
