"use client";

// The toolbar panel: seven profile presets and fourteen options. Every control is a native button, so it
// works by keyboard (Tab, Enter/Space) and announces its state to screen readers (aria-pressed + a live line).
import { useEffect, useId, useRef, useState } from "react";
import { A11Y_OPTIONS, levelName, maxLevel, type A11yKey } from "@/lib/a11y/settings";
import { A11Y_PRESETS, activePreset } from "@/lib/a11y/presets";
import { useAccessibility } from "./accessibility-context";

export function AccessibilityToolbar() {
  const { settings, cycle, togglePreset, reset } = useAccessibility();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const active = activePreset(settings);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("button[aria-pressed]")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const onOption = (key: A11yKey, label: string) => {
    cycle(key);
    const next = settings[key] >= maxLevel(key) ? 0 : settings[key] + 1;
    setAnnouncement(`${label}: ${levelName(key, next)}`);
  };

  const onPreset = (id: string, label: string) => {
    togglePreset(id);
    setAnnouncement(active === id ? `${label} profile off` : `${label} profile on`);
  };

  return (
    // In the page's flow, first on every page (issue 28, docs/decisions/197): a floating button covered student
    // names and "Class settings" and could sit on the focused control; a strip at the top covers nothing.
    <aside className="a11y-ui relative flex justify-end px-4 pt-2" aria-label="Accessibility toolbar">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full bg-blue-800 px-3 py-1.5 text-sm font-semibold text-white shadow hover:bg-blue-900"
        data-testid="a11y-toggle"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
          <circle cx="12" cy="4" r="2" />
          <path d="M4 7.5 12 9l8-1.5.5 2L15 11v4l2 6.5-2 .6-2.6-6.1h-.8L9 22.1 7 21.5 9 15v-4L3.5 9.5z" />
        </svg>
        Accessibility
      </button>
      <div
        ref={panelRef}
        id={panelId}
        role="region"
        aria-labelledby={titleId}
        hidden={!open}
        className="absolute top-full right-4 z-[70] mt-2 max-h-[calc(100vh-5rem)] w-[min(26rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-slate-300 bg-white p-4 text-slate-900 shadow-2xl"
        data-testid="a11y-panel"
      >
        {/* The controls exist only while the panel is open: every page hydrates the closed toolbar (decision 250). */}
        {open && (
          <>
            <div className="mb-3 flex items-center justify-between">
              <h2 id={titleId} className="text-lg font-bold">
                Accessibility
              </h2>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  toggleRef.current?.focus();
                }}
                className="rounded px-2 py-1 text-slate-700 hover:bg-slate-100"
              >
                Close<span className="sr-only"> accessibility settings</span>
              </button>
            </div>

            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700">Profiles</h3>
            <ul className="mb-4 grid grid-cols-2 gap-2">
              {A11Y_PRESETS.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    aria-pressed={active === p.id}
                    title={p.description}
                    onClick={() => onPreset(p.id, p.label)}
                    className={`w-full rounded-lg border px-3 py-2 text-left text-sm font-medium ${
                      active === p.id
                        ? "border-blue-800 bg-blue-800 text-white"
                        : "border-slate-300 bg-slate-50 hover:bg-slate-100"
                    }`}
                  >
                    {p.label}
                  </button>
                </li>
              ))}
            </ul>

            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-700">Options</h3>
            <ul className="grid grid-cols-2 gap-2">
              {A11Y_OPTIONS.map((o) => {
                const level = settings[o.key];
                return (
                  <li key={o.key}>
                    <button
                      type="button"
                      aria-pressed={level > 0}
                      onClick={() => onOption(o.key, o.label)}
                      data-option={o.key}
                      data-level={level}
                      className={`flex w-full flex-col items-start rounded-lg border px-3 py-2 text-left ${
                        level > 0 ? "border-blue-800 bg-blue-50" : "border-slate-300 bg-white hover:bg-slate-50"
                      }`}
                    >
                      <span className="text-sm font-semibold">{o.label}</span>
                      <span className="text-xs text-slate-700">{levelName(o.key, level)}</span>
                      {o.levels.length > 1 && (
                        <span aria-hidden="true" className="mt-1 flex gap-1">
                          {o.levels.map((_, i) => (
                            <span
                              key={i}
                              className={`h-1.5 w-4 rounded ${i < level ? "bg-blue-800" : "bg-slate-300"}`}
                            />
                          ))}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>

            <button
              type="button"
              onClick={() => {
                reset();
                setAnnouncement("All accessibility settings off");
              }}
              className="mt-4 w-full rounded-lg border border-slate-400 px-3 py-2 font-medium hover:bg-slate-100"
            >
              Reset all settings
            </button>
          </>
        )}
      </div>
      <p className="sr-only" role="status" aria-live="polite" data-testid="a11y-announcement">
        {announcement}
      </p>
    </aside>
  );
}
