"use client";

// The client half of AccessibilityRoot: applies the toolbar's display mapping to <html>, and renders the
// toolbar, the reading aids, the read-aloud helper and the dictionary.
import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { displayFor, isA11yClass } from "@/lib/a11y/display";
import { cycleLevel, DEFAULT_SETTINGS, speechRate, type A11yKey } from "@/lib/a11y/settings";
import { togglePreset as togglePresetLevels } from "@/lib/a11y/presets";
import { Dictionary } from "@/components/dictionary/dictionary";
import { A11yContext } from "./accessibility-context";
import { AccessibilityToolbar } from "./accessibility-toolbar";
import { ReadingAids } from "./reading-aids";
import { ScreenReader } from "./screen-reader";
import { useAccessibilitySettings } from "./use-accessibility-settings";
import "./accessibility.css";

export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const { settings, loaded, update } = useAccessibilitySettings();

  useEffect(() => {
    // Until the stored settings are read, the boot script's classes stand (no flash back to the defaults).
    if (!loaded) return;
    const root = document.documentElement;
    const { classNames, vars } = displayFor(settings);
    for (const c of [...root.classList]) if (isA11yClass(c) && !classNames.includes(c)) root.classList.remove(c);
    root.classList.add(...classNames);
    for (const prop of [...root.style])
      if (prop.startsWith("--a11y-") && !(prop in vars)) root.style.removeProperty(prop);
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
  }, [settings, loaded]);

  const cycle = useCallback((key: A11yKey) => update((s) => cycleLevel(s, key)), [update]);
  const togglePreset = useCallback((id: string) => update((s) => togglePresetLevels(s, id)), [update]);
  const reset = useCallback(() => update(() => ({ ...DEFAULT_SETTINGS })), [update]);
  const value = useMemo(() => ({ settings, cycle, togglePreset, reset }), [settings, cycle, togglePreset, reset]);
  const rate = speechRate(settings);

  return (
    <A11yContext.Provider value={value}>
      <AccessibilityToolbar />
      {children}
      <ReadingAids cursor={settings.cursor} />
      <ScreenReader level={settings.screenReader} rate={rate} />
      <Dictionary enabled={settings.dictionary > 0} rate={rate} />
    </A11yContext.Provider>
  );
}
