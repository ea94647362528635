// SPEC §3 display mapping: settings → classes and CSS custom properties on <html>. The stylesheet
// (components/a11y/accessibility.css) reads them. contrast+ is an inverted-colours style with a level;
// highlight links, hide images and legible fonts are flags; bigger text, text spacing, cursor (big cursor),
// line height, text align and saturation take a level.
import type { A11ySettings } from "./settings";

export type A11yDisplay = { classNames: string[]; vars: Record<string, string> };

// Self-contained on purpose (tables inside, no imports used): lib/a11y/boot-script.ts inlines its source so the
// stored settings apply before the first paint.
export function displayFor(s: A11ySettings): A11yDisplay {
  const TEXT_SCALE = [1, 1.15, 1.3, 1.5, 1.75];
  const LINE_HEIGHT = ["", "1.5", "1.75", "2"];
  const TEXT_ALIGN = ["", "left", "right", "center", "justify"];
  const LETTER_SPACING = ["", "0.05em", "0.1em", "0.16em"];
  const WORD_SPACING = ["", "0.12em", "0.24em", "0.36em"];
  const SATURATION_FILTER = ["", "saturate(0.5)", "saturate(2)", "grayscale(1)"];
  /** Level 1 inverts every colour; 2 and 3 are dark and light high-contrast themes drawn by the stylesheet. */
  const CONTRAST_FILTER = ["", "invert(1) hue-rotate(180deg)", "", ""];
  const classNames: string[] = [];
  const vars: Record<string, string> = {};
  if (s.biggerText) {
    classNames.push("a11y-bigger-text");
    vars["--a11y-text-scale"] = String(TEXT_SCALE[s.biggerText]);
  }
  if (s.contrast) classNames.push("a11y-contrast", `a11y-contrast-${s.contrast}`);
  const filter = [CONTRAST_FILTER[s.contrast], SATURATION_FILTER[s.saturation]].filter(Boolean).join(" ");
  if (filter) {
    classNames.push("a11y-filter");
    vars["--a11y-filter"] = filter;
  }
  if (s.saturation) classNames.push(`a11y-saturation-${s.saturation}`);
  if (s.cursor === 1) classNames.push("a11y-big-cursor");
  if (s.highlightLinks) classNames.push("a11y-highlight-links");
  if (s.hideImages) classNames.push("a11y-hide-images");
  if (s.legibleFonts) classNames.push("a11y-legible-fonts");
  if (s.pauseAnimations) classNames.push("a11y-pause-animations");
  if (s.oversizedWidgets) classNames.push("a11y-oversized-widgets");
  if (s.lineHeight) {
    classNames.push("a11y-line-height");
    vars["--a11y-line-height"] = LINE_HEIGHT[s.lineHeight];
  }
  if (s.textAlign) {
    classNames.push("a11y-text-align");
    vars["--a11y-text-align"] = TEXT_ALIGN[s.textAlign];
  }
  if (s.textSpacing) {
    classNames.push("a11y-text-spacing");
    vars["--a11y-letter-spacing"] = LETTER_SPACING[s.textSpacing];
    vars["--a11y-word-spacing"] = WORD_SPACING[s.textSpacing];
  }
  return { classNames, vars };
}

/** Every class displayFor can produce, so the root can remove stale ones. */
export function isA11yClass(name: string): boolean {
  return name.startsWith("a11y-");
}
