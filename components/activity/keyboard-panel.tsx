"use client";

// Building a program without a mouse (issue 23, docs/decisions/247): pick where the next block goes — the end of
// the program, inside a loop's or an if's "do", an if/else's "else", or a question slot — then press the block's
// button. Adding a loop or an if moves the choice into it (its question first), so "repeat until", "at the
// flag?", "move forward" builds a whole loop with three key presses; "not …" asks for its own question next, and
// every number of the program is a field (issue 40). Blockly's own keyboard navigation
// (@blockly/keyboard-navigation, wired in blockly-editor.tsx) works inside the workspace too.
import { useEffect, useId, useMemo, useState, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { argsOf, findBlockSpec } from "@/lib/puzzles/block-vocabulary";
import { blockLabel } from "@/lib/puzzles/parse-program";
import type { EditorApi } from "./blockly-editor";
import { END, type NumberSlot, type Place, type PlaceKind } from "./keyboard-places";

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

const KIND_WORDS: Record<PlaceKind, string> = {
  statement: "goes at the end of the program or inside a block",
  condition: "goes in a question slot",
};

export function KeyboardPanel({
  editor,
  blocks,
  placeRef,
}: {
  editor: EditorApi | null;
  blocks: readonly string[];
  /** The "Where the next block goes" list, for the page to focus (puzzle-player.tsx). */
  placeRef?: Ref<HTMLSelectElement>;
}) {
  const selectId = useId();
  const [places, setPlaces] = useState<Place[]>([END]);
  const [numbers, setNumbers] = useState<NumberSlot[]>([]);
  const [placeId, setPlaceId] = useState(END.id);
  const [said, setSaid] = useState("");
  const choices = useMemo(() => keyboardChoices(blocks), [blocks]);

  useEffect(() => {
    if (!editor) return;
    const update = () => {
      setPlaces(editor.places());
      setNumbers(editor.numbers());
    };
    update();
    return editor.onChange(update);
  }, [editor]);

  const place = places.find((p) => p.id === placeId) ?? END;
  const placeLabel = (id: string) => (editor?.places() ?? places).find((p) => p.id === id)?.label ?? END.label;

  // Every button stays where it is whatever the place (issue 40): the one a child pressed keeps the focus; one
  // that does not fit the place says so instead of vanishing from under the keyboard.
  const add = (c: KeyChoice) => {
    if (!editor) return;
    if (c.kind !== place.kind) {
      setSaid(`“${c.label}” ${KIND_WORDS[c.kind]}. Choose where it goes first.`);
      return;
    }
    const next = editor.addAt(place.id, c.type, c.fields);
    setPlaceId(next);
    setSaid(`Added “${c.label}”. Next block goes: ${placeLabel(next)}.`);
  };
  const group = (kind: PlaceKind, heading: string) => {
    const list = choices.filter((c) => c.kind === kind);
    if (!list.length) return null;
    return (
      <div role="group" aria-label={heading} className="mt-2 flex flex-wrap items-center gap-2">
        <span className="font-medium" aria-hidden="true">
          {heading}:
        </span>
        {list.map((k) => {
          const off = !editor || k.kind !== place.kind;
          return (
            <Button
              key={k.label}
              variant="secondary"
              className="min-h-12 aria-disabled:opacity-60"
              aria-disabled={off}
              onClick={() => add(k)}
            >
              Add “{k.label}”
            </Button>
          );
        })}
      </div>
    );
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
          ref={placeRef}
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
      {group("statement", "Blocks")}
      {group("condition", "Questions")}
      <div className="mt-2">
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
      {numbers.length > 0 && editor && (
        <fieldset className="mt-3">
          <legend className="font-medium">Numbers in the program</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {numbers.map((n) => (
              <NumberField key={n.id} slot={n} onSet={(v) => editor.setNumber(n.id, v)} />
            ))}
          </div>
        </fieldset>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {said}
      </p>
    </section>
  );
}

/**
 * One number of the program: arrow keys or typing change the block at once; what the child types stays as
 * typed (an empty field or a lone "-" on the way to "-2") until it is a number, and the block's own value
 * comes back when the field is left.
 */
function NumberField({ slot, onSet }: { slot: NumberSlot; onSet: (value: number) => number | null }) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id}>{slot.label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={slot.min}
        max={slot.max}
        value={text ?? String(slot.value)}
        onChange={(e) => {
          setText(e.target.value);
          const v = Number(e.target.value);
          if (e.target.value.trim() !== "" && Number.isFinite(v)) onSet(v);
        }}
        onBlur={() => setText(null)}
        className="min-h-12 w-24 rounded-lg border-2 border-slate-400 bg-white px-2 text-base"
      />
    </div>
  );
}
