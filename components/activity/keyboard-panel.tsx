"use client";

// Building a program without a mouse (issue 23, docs/decisions/247): pick where the next block goes — the end of
// the program, inside a loop's or an if's "do", an if/else's "else", or a question slot — then press the block's
// button. Adding a loop or an if moves the choice into it (its question first), so "repeat until", "at the
// flag?", "move forward" builds a whole loop with three key presses. Blockly's own keyboard navigation
// (@blockly/keyboard-navigation, wired in blockly-editor.tsx) works inside the workspace too.
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { argsOf, findBlockSpec } from "@/lib/puzzles/block-vocabulary";
import { blockLabel } from "@/lib/puzzles/parse-program";
import type { EditorApi } from "./blockly-editor";
import { END, type Place, type PlaceKind } from "./keyboard-places";

/** Toolbox blocks a keyboard user can add, one choice per dropdown option, with the kind of place they fit. */
type KeyChoice = { type: string; label: string; kind: PlaceKind; fields?: Record<string, string> };

export function keyboardChoices(types: readonly string[]): KeyChoice[] {
  return types.flatMap((type): KeyChoice[] => {
    const spec = findBlockSpec(type);
    const kind = spec?.shape === "statement" ? "statement" : spec?.shape === "boolean" ? "condition" : null;
    if (!spec || !kind) return [];
    const dropdown = argsOf(spec).find((a) => a.kind === "dropdown");
    // "if …" and "if … else" must not share a name.
    const label = `${blockLabel(spec)}${argsOf(spec).some((a) => a.name === "ELSE") ? " else" : ""}`;
    if (dropdown?.kind !== "dropdown") return [{ type, kind, label }];
    return dropdown.options.map(([label, value]) => ({
      type,
      kind,
      label: spec.lines[0].text.replace("%1", label).replace(/%\d/g, "…"),
      fields: { [dropdown.name]: value } as Record<string, string>,
    }));
  });
}

export function KeyboardPanel({ editor, blocks }: { editor: EditorApi | null; blocks: readonly string[] }) {
  const selectId = useId();
  const [places, setPlaces] = useState<Place[]>([END]);
  const [placeId, setPlaceId] = useState(END.id);
  const [said, setSaid] = useState("");
  const choices = useMemo(() => keyboardChoices(blocks), [blocks]);

  useEffect(() => {
    if (!editor) return;
    const update = () => setPlaces(editor.places());
    update();
    return editor.onChange(update);
  }, [editor]);

  const place = places.find((p) => p.id === placeId) ?? END;
  const here = choices.filter((c) => c.kind === place.kind);
  const placeLabel = (id: string) => (editor?.places() ?? places).find((p) => p.id === id)?.label ?? END.label;

  const add = (c: KeyChoice) => {
    if (!editor) return;
    const next = editor.addAt(place.id, c.type, c.fields);
    setPlaceId(next);
    setSaid(`Added “${c.label}”. Next block goes: ${placeLabel(next)}.`);
  };

  return (
    <section aria-labelledby="keys-heading" className="rounded-xl border p-3" data-testid="keyboard-panel">
      <h2 id="keys-heading" className="text-lg font-semibold">
        Add blocks with the keyboard
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="font-medium">
          Where the next block goes
        </label>
        <select
          id={selectId}
          value={place.id}
          onChange={(e) => setPlaceId(e.target.value)}
          className="min-h-12 rounded-lg border-2 border-slate-400 bg-white px-2 text-base"
        >
          {places.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {here.map((k) => (
          <Button key={k.label} variant="secondary" className="min-h-12" disabled={!editor} onClick={() => add(k)}>
            Add “{k.label}”
          </Button>
        ))}
        <Button
          variant="secondary"
          className="min-h-12"
          onClick={() => {
            editor?.removeAt(place.id);
            setSaid(`Removed the last block: ${place.label}.`);
          }}
        >
          {place.id === END.id ? "Remove last block" : "Remove the last block here"}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {said}
      </p>
    </section>
  );
}
