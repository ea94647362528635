import { describe, expect, it } from "vitest";
import { A11Y_OPTIONS, DEFAULT_SETTINGS, cycleLevel, maxLevel, normalizeSettings, speechRate } from "./settings";
import { a11ySettingsSchema } from "./schemas";
import { A11Y_PRESETS, activePreset, presetSettings, togglePreset } from "./presets";
import { displayFor } from "./display";

describe("levels (SPEC §3)", () => {
  it.each([
    ["biggerText", 4],
    ["contrast", 3],
    ["cursor", 3],
    ["dictionary", 1],
    ["hideImages", 1],
    ["highlightLinks", 1],
    ["lineHeight", 3],
    ["pauseAnimations", 1],
    ["saturation", 3],
    ["screenReader", 3],
    ["textAlign", 4],
    ["textSpacing", 3],
    ["legibleFonts", 1],
    ["oversizedWidgets", 1],
  ] as const)("%s goes up to %i", (key, max) => {
    expect(maxLevel(key)).toBe(max);
  });

  it("has fourteen options", () => {
    expect(A11Y_OPTIONS).toHaveLength(14);
  });
});

describe("cycleLevel", () => {
  it("raises the level and wraps to off after the last one", () => {
    let s = DEFAULT_SETTINGS;
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      s = cycleLevel(s, "cursor");
      seen.push(s.cursor);
    }
    expect(seen).toEqual([1, 2, 3, 0, 1]);
  });

  it("toggles an on/off option", () => {
    const on = cycleLevel(DEFAULT_SETTINGS, "dictionary");
    expect(on.dictionary).toBe(1);
    expect(cycleLevel(on, "dictionary").dictionary).toBe(0);
  });

  it("leaves the other options alone", () => {
    const s = cycleLevel({ ...DEFAULT_SETTINGS, biggerText: 2 }, "textAlign");
    expect(s.biggerText).toBe(2);
  });
});

describe("speechRate (SPEC §9)", () => {
  it("is 1 normal, 1.5 fast, 0.5 slow", () => {
    expect([1, 2, 3].map((l) => speechRate({ ...DEFAULT_SETTINGS, screenReader: l }))).toEqual([1, 1.5, 0.5]);
  });
});

describe("normalizeSettings and the schema", () => {
  it("drops unknown keys and out-of-range levels", () => {
    expect(normalizeSettings({ biggerText: 9, cursor: 2, evil: 1, contrast: "1" })).toEqual({
      ...DEFAULT_SETTINGS,
      cursor: 2,
    });
    expect(normalizeSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it("rejects an out-of-range level", () => {
    expect(a11ySettingsSchema.safeParse({ biggerText: 5 }).success).toBe(false);
    expect(a11ySettingsSchema.safeParse({ nope: 1 }).success).toBe(false);
    expect(a11ySettingsSchema.parse({ textAlign: 4 }).textAlign).toBe(4);
  });
});

describe("presets", () => {
  it("has the seven presets of the spec", () => {
    expect(A11Y_PRESETS.map((p) => p.label)).toEqual([
      "Motor impaired",
      "Blind",
      "Color Blind",
      "Low Vision",
      "Cognitive & Learning",
      "Seizure & Epileptic",
      "ADHD",
    ]);
  });

  it("each preset is valid and distinct", () => {
    const all = A11Y_PRESETS.map((p) => presetSettings(p.id));
    for (const s of all) expect(normalizeSettings(s)).toEqual(s);
    expect(new Set(all.map((s) => JSON.stringify(s))).size).toBe(7);
  });

  it("applies a preset, recognises it and turns it off when pressed again", () => {
    const on = togglePreset({ ...DEFAULT_SETTINGS, biggerText: 1 }, "low-vision");
    expect(on.biggerText).toBe(3);
    expect(on.contrast).toBe(3);
    expect(activePreset(on)).toBe("low-vision");
    expect(togglePreset(on, "low-vision")).toEqual(DEFAULT_SETTINGS);
    expect(activePreset(cycleLevel(on, "dictionary"))).toBeNull();
  });

  it("the Blind preset reads at the normal speech rate", () => {
    expect(speechRate(presetSettings("blind"))).toBe(1);
  });
});

describe("displayFor (SPEC §3 display mapping)", () => {
  it("maps nothing for default settings", () => {
    expect(displayFor(DEFAULT_SETTINGS)).toEqual({ classNames: [], vars: {} });
  });

  it("gives contrast+ an inverted-colours style with its level", () => {
    const d = displayFor({ ...DEFAULT_SETTINGS, contrast: 1 });
    expect(d.classNames).toContain("a11y-contrast-1");
    expect(d.vars["--a11y-filter"]).toContain("invert(1)");
    expect(displayFor({ ...DEFAULT_SETTINGS, contrast: 2 }).classNames).toContain("a11y-contrast-2");
  });

  it("maps flags to classes", () => {
    const d = displayFor({ ...DEFAULT_SETTINGS, highlightLinks: 1, hideImages: 1, legibleFonts: 1 });
    expect(d.classNames).toEqual(
      expect.arrayContaining(["a11y-highlight-links", "a11y-hide-images", "a11y-legible-fonts"]),
    );
  });

  it("maps levels to variables", () => {
    const d = displayFor({
      ...DEFAULT_SETTINGS,
      biggerText: 4,
      lineHeight: 3,
      textAlign: 3,
      textSpacing: 2,
      saturation: 3,
      cursor: 1,
    });
    expect(d.vars).toMatchObject({
      "--a11y-text-scale": "1.75",
      "--a11y-line-height": "2",
      "--a11y-text-align": "center",
      "--a11y-letter-spacing": "0.1em",
      "--a11y-filter": "grayscale(1)",
    });
    expect(d.classNames).toContain("a11y-big-cursor");
  });

  it("combines inversion and saturation in one filter", () => {
    expect(displayFor({ ...DEFAULT_SETTINGS, contrast: 1, saturation: 1 }).vars["--a11y-filter"]).toBe(
      "invert(1) hue-rotate(180deg) saturate(0.5)",
    );
  });

  it("reading mask and guide are not the big cursor", () => {
    expect(displayFor({ ...DEFAULT_SETTINGS, cursor: 2 }).classNames).not.toContain("a11y-big-cursor");
  });
});
