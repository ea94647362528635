"use client";

// A level threshold says at which level (Green, Yellow, Orange) a student of a given grade works (SPEC §3, §4).
// The form starts from what is stored, explains the levels, and shows the stored list after a save.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { GRADE_OPTIONS, GRADES, gradeDisplay, LEVELS, levelDescription, type LevelName } from "@/lib/vocabulary";

type Threshold = { grade: string; level: string };

export function LevelThresholdForm({
  thresholds,
  onSave,
  saveLabel = "Save threshold",
}: {
  thresholds: Threshold[];
  onSave: (t: Threshold) => Promise<unknown>;
  saveLabel?: string;
}) {
  const levelFor = (grade: string) => thresholds.find((t) => t.grade === grade)?.level ?? LEVELS[0];
  const [grade, setGrade] = useState<string>(thresholds[0]?.grade ?? GRADES[0]);
  const [level, setLevel] = useState<string>(levelFor(thresholds[0]?.grade ?? GRADES[0]));
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        Pick a grade and the level its students work at. {LEVELS.map((l) => levelDescription(l)).join("; ")}.
      </p>
      {thresholds.length > 0 && (
        <ul className="text-sm" aria-label="Stored thresholds">
          {thresholds.map((t) => (
            <li key={t.grade}>
              {gradeDisplay(t.grade)}: <strong>{t.level}</strong>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Grade">
          <Select
            className="w-auto"
            value={grade}
            onChange={(e) => {
              setGrade(e.target.value);
              setLevel(levelFor(e.target.value));
            }}
            options={GRADE_OPTIONS}
          />
        </Field>
        <Field label="Level">
          <Select
            className="w-auto"
            value={level}
            onChange={(e) => setLevel(e.target.value)}
            options={LEVELS.map((l) => ({ value: l, label: levelDescription(l as LevelName) }))}
          />
        </Field>
        <Button variant="secondary" onClick={() => onSave({ grade, level })}>
          {saveLabel}
        </Button>
      </div>
    </div>
  );
}
