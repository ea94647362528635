// The seven profile presets of SPEC §2/§3. Each is the set of levels it turns on; every other option is off.
// Why each level was chosen: docs/decisions/051-accessibility-toolbar-presets.md.
import { DEFAULT_SETTINGS, A11Y_KEYS, type A11ySettings } from "./settings";

export type A11yPreset = { id: string; label: string; description: string; levels: Partial<A11ySettings> };

export const A11Y_PRESETS: readonly A11yPreset[] = [
  {
    id: "motor",
    label: "Motor impaired",
    description: "Big cursor, bigger buttons and fields, highlighted links, no animations.",
    levels: { cursor: 1, oversizedWidgets: 1, highlightLinks: 1, pauseAnimations: 1 },
  },
  {
    id: "blind",
    label: "Blind",
    description: "Reads the page aloud at normal speed; highlighted links; no animations.",
    levels: { screenReader: 1, highlightLinks: 1, pauseAnimations: 1 },
  },
  {
    id: "color-blind",
    label: "Color Blind",
    description: "Stronger colours and highlighted links, so nothing depends on a faint colour difference.",
    levels: { saturation: 2, highlightLinks: 1 },
  },
  {
    id: "low-vision",
    label: "Low Vision",
    description: "Text at 150%, light high contrast, big cursor, legible font, more line height and spacing.",
    levels: { biggerText: 3, contrast: 3, cursor: 1, legibleFonts: 1, lineHeight: 1, textSpacing: 1 },
  },
  {
    id: "cognitive",
    label: "Cognitive & Learning",
    description: "Dictionary on, reading guide, legible font, left-aligned, roomier text, no animations.",
    levels: {
      dictionary: 1,
      cursor: 3,
      legibleFonts: 1,
      textAlign: 1,
      lineHeight: 1,
      textSpacing: 1,
      highlightLinks: 1,
      pauseAnimations: 1,
    },
  },
  {
    id: "seizure",
    label: "Seizure & Epileptic",
    description: "Stops animations and softens colours.",
    levels: { pauseAnimations: 1, saturation: 1 },
  },
  {
    id: "adhd",
    label: "ADHD",
    description: "Reading mask to focus on a few lines, no animations, softer colours.",
    levels: { cursor: 2, pauseAnimations: 1, saturation: 1 },
  },
];

export function presetSettings(id: string): A11ySettings {
  const preset = A11Y_PRESETS.find((p) => p.id === id);
  if (!preset) throw new Error(`Unknown accessibility preset ${id}`);
  return { ...DEFAULT_SETTINGS, ...preset.levels };
}

/** The preset whose levels the settings match exactly, if any (the toolbar shows it as pressed). */
export function activePreset(settings: A11ySettings): string | null {
  for (const p of A11Y_PRESETS) {
    const levels = presetSettings(p.id);
    if (A11Y_KEYS.every((k) => levels[k] === settings[k])) return p.id;
  }
  return null;
}

/** Pressing a preset applies it; pressing the active preset again turns everything off. */
export function togglePreset(settings: A11ySettings, id: string): A11ySettings {
  return activePreset(settings) === id ? { ...DEFAULT_SETTINGS } : presetSettings(id);
}
