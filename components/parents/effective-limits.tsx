// What applies to a child once the parent's and the teacher's limits combine (docs/decisions/101): per day the
// stricter screen time and per grade the stricter level, each naming who set it. Shown to parents and teachers.
import type { EffectiveLimits } from "@/lib/parents/queries";
import { describeTimeLimit } from "@/components/classroom/time-limit-input";
import { Table } from "@/components/ui/table";
import { gradeDisplay } from "@/lib/vocabulary";

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
    <Table
      caption={caption}
      showCaption
      className="text-sm"
      rows={rows}
      rowKey={(r) => r.label}
      rowTestId={(r) => rowTestId && `${rowTestId}-${r.label}`}
      columns={[
        { header: first, rowHeader: true, cell: (r) => r.label },
        { header: "Applies", cell: (r) => r.applies },
        { header: "Set by", cell: (r) => who(r.setBy) },
      ]}
    />
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
          rows={limits.levelThresholds.map((t) => ({ label: gradeDisplay(t.grade), applies: t.level, setBy: t.setBy }))}
        />
      )}
    </div>
  );
}
