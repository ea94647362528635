"use client";

// The teacher's curriculum: pick class, standard and level, choose units (current or upcoming, with dates),
// then see current, upcoming and past units and open one for its lessons and assignments.
// The form to add units is add-units.tsx, a status's column unit-column.tsx, an opened unit unit-detail.tsx.
import { Field, Select } from "@/components/ui/field";
import { useState } from "react";
import type { PlannerClass } from "@/lib/curriculum/planner-data";
import { puzzlesOfUnit, type UnitPuzzle } from "@/lib/curriculum/unit-puzzles";
import { useUnits, type UnitDto } from "@/lib/curriculum/queries";
import { AddUnits, type SetSummary } from "./add-units";
import { UnitColumn } from "./unit-column";
import { UnitDetail } from "./unit-detail";

export function CurriculumPlanner({
  classes,
  standardSets,
  unitPuzzles = [],
}: {
  classes: PlannerClass[];
  standardSets: SetSummary[];
  unitPuzzles?: UnitPuzzle[];
}) {
  const [classId, setClassId] = useState<string | null>(classes[0]?.id ?? null); // SPEC §4: first class by default
  const [openUnitId, setOpenUnitId] = useState<string | null>(null);
  const units = useUnits(classId);
  const klass = classes.find((c) => c.id === classId) ?? null;

  if (classes.length === 0) {
    return (
      <section>
        <h1 className="text-3xl font-bold">Curriculum</h1>
        <p className="mt-4 text-slate-700">Add a class first: units, lessons and assignments belong to a class.</p>
      </section>
    );
  }
  const byStatus = (s: UnitDto["status"]) => (units.data ?? []).filter((u) => u.status === s);
  const openUnit = units.data?.find((u) => u.id === openUnitId) ?? null;

  return (
    <section className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold">Curriculum</h1>
        <Field label="Class">
          <Select
            value={classId ?? ""}
            onChange={(e) => {
              setClassId(e.target.value);
              setOpenUnitId(null);
            }}
          >
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.className}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {klass && (
        <AddUnits
          key={klass.id}
          classId={klass.id}
          classGrade={klass.grade}
          existingTitles={(units.data ?? []).map((u) => u.title)}
          standardSets={standardSets}
        />
      )}
      {klass && (
        <div className="grid gap-6 md:grid-cols-3">
          {(["current", "upcoming", "past"] as const).map((status) => (
            <UnitColumn
              key={status}
              status={status}
              units={byStatus(status)}
              classId={klass.id}
              onOpen={setOpenUnitId}
              openId={openUnitId}
            />
          ))}
        </div>
      )}
      {klass && openUnit && (
        <UnitDetail
          unit={openUnit}
          students={klass.students}
          puzzles={puzzlesOfUnit(unitPuzzles, openUnit)}
          onClose={() => setOpenUnitId(null)}
        />
      )}
    </section>
  );
}
