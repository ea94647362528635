"use client";

// Adding units to a class: a standard and a level (which sets the grades and the units to choose from), then each
// unit chosen as current or upcoming with its dates, checked by the SPEC §4 rules before it is sent. Issue 39: the
// class's own grade starts ticked, and a unit the class already has is shown as added, not offered again.
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { Table } from "@/components/ui/table";
import { useApiError } from "@/components/ui/use-api-error";
import { useMemo, useState } from "react";
import { useUi } from "@/components/ui/ui-state";
import { todayIn } from "@/lib/curriculum/dates";
import { selectLevel } from "@/lib/curriculum/presets";
import { gradeDisplay, gradeLabel, LEVELS, type GradeCode as Grade, type LevelName as Level } from "@/lib/vocabulary";
import { useCreateUnits } from "@/lib/curriculum/queries";
import {
  chooseCurrent,
  chooseUpcoming,
  setUnitDate,
  unitSelectionErrors,
  unitTitleKey,
  type SelectableUnit,
} from "@/lib/curriculum/unit-rules";

export type SetSummary = { set: string; title: string; bands: string[] };

export function AddUnits({
  classId,
  classGrade,
  existingTitles,
  standardSets,
}: {
  classId: string;
  classGrade: string;
  existingTitles: string[];
  standardSets: SetSummary[];
}) {
  const { showErrors } = useUi();
  const fail = useApiError();
  const create = useCreateUnits(classId);
  const [standard, setStandard] = useState("");
  const [level, setLevel] = useState<Level | "">("");
  const [grades, setGrades] = useState<Grade[]>([]);
  const [units, setUnits] = useState<SelectableUnit[]>([]);
  const levelInfo = useMemo(() => (level ? selectLevel(level, classGrade) : null), [level, classGrade]);
  const added = new Set(existingTitles.map(unitTitleKey));
  const isAdded = (u: SelectableUnit) => added.has(unitTitleKey(u.title));
  const today = todayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

  const pickLevel = (l: Level | "") => {
    setLevel(l);
    const info = l ? selectLevel(l, classGrade) : null;
    setGrades(info?.chosenGrades ?? []); // SPEC §4 clears the chosen grades; issue 39 ticks the class's own
    setUnits(
      (info?.availableUnits ?? []).map((title) => ({
        title,
        isChosen: false,
        isCurrent: false,
        startDate: null,
        endDate: null,
      })),
    );
  };
  const change = (title: string, f: (u: SelectableUnit) => SelectableUnit) =>
    setUnits((all) => all.map((u) => (u.title === title ? f(u) : u)));

  const submit = () => {
    const chosen = units.filter((u) => u.isChosen && !isAdded(u));
    const drafts = chosen.map((u) => ({
      title: u.title,
      isCurrent: u.isCurrent,
      isFinished: false,
      startDate: u.startDate,
      endDate: u.endDate,
    }));
    const errors = unitSelectionErrors(
      { standard: standard || null, level: level || null, grades, units: drafts },
      today,
    );
    if (errors.length) return showErrors(errors);
    create.mutate(
      chosen.map((u) => ({
        title: u.title,
        standard,
        level: level as string,
        grades,
        description: "",
        is_current: u.isCurrent,
        is_finished: false,
        start_date: u.startDate,
        end_date: u.endDate,
        class_model: classId,
      })),
      { onSuccess: () => pickLevel(level), onError: (e) => fail(e) },
    );
  };

  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-xl font-semibold">Add units</h2>
      <div className="flex flex-wrap gap-4">
        <Field label="Standard">
          <Select value={standard} onChange={(e) => setStandard(e.target.value)}>
            <option value="">Choose a standard</option>
            {standardSets.map((s) => (
              <option key={s.set} value={s.set}>
                {s.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Level">
          <Select value={level} onChange={(e) => pickLevel(e.target.value as Level | "")}>
            <option value="">Choose a level</option>
            {LEVELS.map((l) => (
              <option key={l} value={l}>
                {l} (
                {selectLevel(l)
                  .availableGrades.map((g) => gradeDisplay(gradeLabel(g)))
                  .join(", ")}
                )
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {levelInfo && (
        <>
          <fieldset className="mt-4">
            <legend className="text-sm font-medium">Grades</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {levelInfo.availableGrades.map((g) => (
                <label key={g} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={grades.includes(g)}
                    onChange={(e) => setGrades((all) => (e.target.checked ? [...all, g] : all.filter((x) => x !== g)))}
                  />
                  {gradeDisplay(gradeLabel(g))}
                </label>
              ))}
            </div>
          </fieldset>
          {/* On a phone each unit is a stacked card; from `sm` up it is a table row. */}
          <Table
            className="mt-4 text-sm"
            caption="Units to add, with when they run"
            stacked
            rows={units}
            rowKey={(u) => u.title}
            rowClassName={(u) => (isAdded(u) ? "text-slate-600" : u.isChosen ? "bg-sprout-50" : undefined)}
            rowTestId={(u) => `unit-row-${u.title}`}
            columns={[
              { header: "Unit", rowHeader: true, className: "font-medium", cell: (u) => u.title },
              {
                header: "When",
                className: "space-x-2",
                cell: (u) =>
                  isAdded(u) ? (
                    <span className="text-sm">Already added to this class</span>
                  ) : (
                    <>
                      <Button
                        variant={u.isChosen && u.isCurrent ? "primary" : "secondary"}
                        aria-pressed={u.isChosen && u.isCurrent}
                        onClick={() => change(u.title, (x) => chooseCurrent(x, today))}
                      >
                        Current
                      </Button>
                      <Button
                        variant={u.isChosen && !u.isCurrent ? "primary" : "secondary"}
                        aria-pressed={u.isChosen && !u.isCurrent}
                        onClick={() => change(u.title, (x) => chooseUpcoming(x, today))}
                      >
                        Upcoming
                      </Button>
                    </>
                  ),
              },
              {
                header: "Start date",
                className: "max-sm:mt-2",
                cell: (u) => (
                  <>
                    <span className="text-slate-600 sm:hidden" aria-hidden="true">
                      Start date
                    </span>
                    <Input
                      type="date"
                      aria-label={`${u.title} start date`}
                      disabled={isAdded(u)}
                      value={u.startDate ?? ""}
                      onChange={(e) => change(u.title, (x) => setUnitDate(x, "startDate", e.target.value || null))}
                    />
                  </>
                ),
              },
              {
                header: "End date",
                className: "max-sm:mt-2",
                cell: (u) => (
                  <>
                    <span className="text-slate-600 sm:hidden" aria-hidden="true">
                      End date
                    </span>
                    <Input
                      type="date"
                      aria-label={`${u.title} end date`}
                      disabled={isAdded(u)}
                      value={u.endDate ?? ""}
                      onChange={(e) => change(u.title, (x) => setUnitDate(x, "endDate", e.target.value || null))}
                    />
                  </>
                ),
              },
            ]}
          />
        </>
      )}
      <div className="mt-4">
        <Button onClick={submit} disabled={create.isPending}>
          Add units
        </Button>
      </div>
    </div>
  );
}
