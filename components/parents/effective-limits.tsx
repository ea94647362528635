// What applies to a child once the parent's and the teacher's limits combine (docs/decisions/101): per day the
// stricter screen time and per grade the stricter level, each naming who set it. Shown to parents and teachers.
import type { EffectiveLimits } from "@/lib/parents/queries";
import { describeTimeLimit } from "@/components/classroom/time-limit-input";

type Source = EffectiveLimits["timeLimits"][number]["setBy"];
type Row = { label: string; applies: string; setBy: Source };

const ROLE = { teacher: "Teacher", parent: "Parent" } as const;
const who = (s: Source) => (s ? `${ROLE[s.role]}${s.name ? ` (${s.name})` : ""}` : "Nobody");

function SourcedTable({
  caption,
  first,
  rows,
  rowTestId,
}: {
  caption: string;
  first: string;
  rows: Row[];
  rowTestId?: string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-medium">{caption}</caption>
      <thead>
        <tr>
          {[first, "Applies", "Set by"].map((h) => (
            <th key={h} scope="col" className="py-1">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} className="border-t" data-testid={rowTestId && `${rowTestId}-${r.label}`}>
            <th scope="row" className="py-1 font-normal">
              {r.label}
            </th>
            <td className="py-1">{r.applies}</td>
            <td className="py-1">{who(r.setBy)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EffectiveLimitsTable({ limits, testId }: { limits: EffectiveLimits; testId?: string }) {
  return (
    <div className="space-y-3" data-testid={testId}>
      <SourcedTable
        caption="Screen time that applies (the stricter limit wins)"
        first="Day"
        rowTestId="applies"
        rows={limits.timeLimits.map((t) => ({
          label: t.dayOfTheWeek,
          applies: describeTimeLimit(t.timeLimit),
          setBy: t.setBy,
        }))}
      />
      {limits.levelThresholds.length > 0 && (
        <SourcedTable
          caption="Level that applies per grade"
          first="Grade"
          rows={limits.levelThresholds.map((t) => ({ label: t.grade, applies: t.level, setBy: t.setBy }))}
        />
      )}
    </div>
  );
}
