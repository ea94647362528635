"use client";

// One unit opened: its lessons (plain text) and assignments (SPEC §3, §5), created and edited in place.
// An assignment's form (new or edited) is assignment-form.tsx.
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Textarea } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import { useState } from "react";
import { puzzleChoiceLabels, type UnitPuzzle } from "@/lib/curriculum/unit-puzzles";
import { useAssignments, useLessons, useSaveLesson, type AssignmentDto, type UnitDto } from "@/lib/curriculum/queries";
import { AssignmentForm, type Student } from "./assignment-form";

export function UnitDetail({
  unit,
  students,
  puzzles = [],
  onClose,
}: {
  unit: UnitDto;
  students: Student[];
  puzzles?: UnitPuzzle[];
  onClose: () => void;
}) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm" data-testid="unit-detail">
      <div className="flex items-center justify-between">
        <h2 className="text-2xl font-semibold">
          {unit.title} <span className="text-base font-normal text-slate-600">({unit.status})</span>
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close unit
        </Button>
      </div>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <Lessons unitId={unit.id} />
        <Assignments unit={unit} students={students} puzzles={puzzles} />
      </div>
      <UnitPuzzleList unit={unit} puzzles={puzzles} />
    </div>
  );
}

/** The unit's puzzles for the class's level (issue 27), in the order children meet them. */
function UnitPuzzleList({ unit, puzzles }: { unit: UnitDto; puzzles: UnitPuzzle[] }) {
  return (
    <section className="mt-6" aria-labelledby="unit-puzzle-list-heading" data-testid="unit-puzzle-list">
      <h3 id="unit-puzzle-list-heading" className="text-lg font-semibold">
        Puzzles for this unit{unit.level ? ` (${unit.level})` : ""}
      </h3>
      {puzzles.length === 0 ? (
        <p className="text-sm text-slate-600">No puzzle covers a unit called “{unit.title}” yet.</p>
      ) : (
        <ol className="mt-2 list-decimal columns-1 pl-6 text-sm md:columns-2">
          {puzzles.map((z) => (
            <li key={z.id}>
              {z.title} <span className="text-slate-600">· {z.pack}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Lessons({ unitId }: { unitId: string }) {
  const fail = useApiError();
  const lessons = useLessons(unitId);
  const save = useSaveLesson(unitId);
  const [draft, setDraft] = useState<{ id?: string; text: string } | null>(null);
  const submit = () => draft && save.mutate(draft, { onSuccess: () => setDraft(null), onError: (e) => fail(e) });
  return (
    <div>
      <h3 className="text-lg font-semibold">Lessons</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-6">
        {(lessons.data ?? []).map((l) => (
          <li key={l.id} className="whitespace-pre-wrap">
            {l.text}{" "}
            <Button size="sm" variant="ghost" onClick={() => setDraft({ id: l.id, text: l.text })}>
              Edit
            </Button>
          </li>
        ))}
      </ol>
      {draft ? (
        <div className="mt-3 space-y-2">
          <Field label={draft.id ? "Edit lesson" : "New lesson"}>
            <Textarea rows={4} value={draft.text} onChange={(e) => setDraft({ ...draft, text: e.target.value })} />
          </Field>
          <DialogActions align="start" onCancel={() => setDraft(null)} confirmLabel="Save lesson" onConfirm={submit} />
        </div>
      ) : (
        <Button className="mt-3" variant="secondary" onClick={() => setDraft({ text: "" })}>
          Add lesson
        </Button>
      )}
    </div>
  );
}

function Assignments({ unit, students, puzzles }: { unit: UnitDto; students: Student[]; puzzles: UnitPuzzle[] }) {
  const assignments = useAssignments(unit.id);
  const [editing, setEditing] = useState<AssignmentDto | "new" | null>(null);
  const labels = puzzleChoiceLabels(puzzles);
  return (
    <div>
      <h3 className="text-lg font-semibold">Assignments</h3>
      <ul className="mt-2 space-y-2">
        {(assignments.data ?? []).map((a) => (
          <li key={a.id} className="rounded-lg border border-slate-200 p-2" data-testid="assignment">
            <p className="font-medium">{a.title}</p>
            <p className="text-sm text-slate-600">
              {a.start_date} → {a.end_date} · {a.number} questions · {a.status}
            </p>
            <p className="text-sm">Students: {a.students.map((s) => s.fullName).join(", ")}</p>
            <p className="text-sm">Skills: {a.skills.map((s) => s.skillId).join(", ")}</p>
            {a.puzzles.length > 0 && (
              <p className="text-sm">Puzzles: {a.puzzles.map((z) => labels.get(z.id) ?? z.title).join(", ")}</p>
            )}
            <Button size="sm" variant="ghost" onClick={() => setEditing(a)}>
              Edit
            </Button>
          </li>
        ))}
      </ul>
      <Button className="mt-3" variant="secondary" onClick={() => setEditing("new")}>
        Add assignment
      </Button>
      {editing && (
        <AssignmentForm
          unit={unit}
          students={students}
          puzzles={puzzles}
          existing={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
