// Accessibility settings (SPEC §3): a map of option name to level, 0 meaning off. Pure logic only: the
// toolbar (components/a11y) renders it, the account endpoint stores it, lib/a11y/display.ts maps it to CSS.
// No zod here: this module is in every page's first-load JS (the endpoint's schema is in ./schemas.ts).
export type A11yOption = {
  key: A11yKey;
  label: string;
  /** Names of levels 1..max (level 0 is always "Off"). */
  levels: readonly string[];
};

export const A11Y_OPTIONS = [
  { key: "biggerText", label: "Bigger text", levels: ["115%", "130%", "150%", "175%"] },
  { key: "contrast", label: "Contrast +", levels: ["Invert colors", "Dark contrast", "Light contrast"] },
  { key: "cursor", label: "Cursor", levels: ["Big cursor", "Reading mask", "Reading guide"] },
  { key: "dictionary", label: "Dictionary", levels: ["On"] },
  { key: "hideImages", label: "Hide images", levels: ["On"] },
  { key: "highlightLinks", label: "Highlight links", levels: ["On"] },
  { key: "lineHeight", label: "Line height", levels: ["1.5x", "1.75x", "2x"] },
  { key: "pauseAnimations", label: "Pause animations", levels: ["On"] },
  { key: "saturation", label: "Saturation", levels: ["Low saturation", "High saturation", "Desaturate"] },
  { key: "screenReader", label: "Screen reader", levels: ["Normal", "Fast", "Slow"] },
  { key: "textAlign", label: "Text align", levels: ["Left", "Right", "Center", "Justify"] },
  { key: "textSpacing", label: "Text spacing", levels: ["Light", "Moderate", "Heavy"] },
  { key: "legibleFonts", label: "Legible fonts", levels: ["On"] },
  { key: "oversizedWidgets", label: "Oversized widgets", levels: ["On"] },
] as const satisfies readonly { key: string; label: string; levels: readonly string[] }[];

export type A11yKey = (typeof A11Y_OPTIONS)[number]["key"];
export type A11ySettings = Record<A11yKey, number>;

export const A11Y_KEYS = A11Y_OPTIONS.map((o) => o.key) as A11yKey[];

export function maxLevel(key: A11yKey): number {
  return A11Y_OPTIONS.find((o) => o.key === key)!.levels.length;
}

export function levelName(key: A11yKey, level: number): string {
  return level === 0 ? "Off" : (A11Y_OPTIONS.find((o) => o.key === key)!.levels[level - 1] ?? "Off");
}

/** The browser's copy of the settings (localStorage). */
export const A11Y_STORAGE_KEY = "sprout.accessibility";

export const DEFAULT_SETTINGS: A11ySettings = Object.fromEntries(A11Y_KEYS.map((k) => [k, 0])) as A11ySettings;

/** SPEC §4: a press raises the level by one and wraps to 0 after the last level. */
export function cycleLevel(settings: A11ySettings, key: A11yKey): A11ySettings {
  const next = settings[key] >= maxLevel(key) ? 0 : settings[key] + 1;
  return { ...settings, [key]: next };
}

/** SPEC §9: speech rate 1 normal, 1.5 fast, 0.5 slow (screen reader levels 1, 2, 3). */
export const SPEECH_RATES = [1, 1, 1.5, 0.5] as const;

export function speechRate(settings: A11ySettings): number {
  return SPEECH_RATES[settings.screenReader] ?? 1;
}

/** Any stored value (old browser data, another version's keys) becomes valid settings: unknown keys are
 *  dropped, missing or out-of-range levels become 0. */
export function normalizeSettings(value: unknown): A11ySettings {
  const out = { ...DEFAULT_SETTINGS };
  if (!value || typeof value !== "object") return out;
  for (const key of A11Y_KEYS) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= maxLevel(key)) out[key] = v;
  }
  return out;
}

export function isDefault(settings: A11ySettings): boolean {
  return A11Y_KEYS.every((k) => settings[k] === 0);
}
