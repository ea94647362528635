"use client";

// Analytics for the selected organization (issue 12; docs/decisions/137): headline figures, then bar charts
// (components/ui/bar-chart) whose numbers are also a table — shown on request and always read out.
import { BarChart } from "@/components/ui/bar-chart";
import { useOrganizationAnalytics, type OrganizationAnalytics } from "@/lib/analytics/queries";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

function Figures({ data }: { data: OrganizationAnalytics }) {
  const items: [string, number][] = [
    ["Teachers", data.teachers],
    ["Classes", data.classes],
    ["Students", data.students],
    ["Active in the last 7 days", data.activeStudents.last7Days],
    ["Active in the last 30 days", data.activeStudents.last30Days],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="analytics-figures">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Seats({ data }: { data: OrganizationAnalytics }) {
  const { seats, used, grants } = data.licenses;
  if (!grants.length) {
    return <p data-testid="analytics-seats">No license is active. Request one in the Licenses section.</p>;
  }
  return (
    <div className="space-y-2" data-testid="analytics-seats">
      <BarChart
        caption="Students against license seats"
        labelHeader="Licenses"
        valueHeader="Students / seats"
        max={Math.max(seats, used)}
        rows={[{ label: "Students covered", value: used, valueText: `${used} of ${plural(seats, "seat")}` }]}
        testId="seats-chart"
      />
      {used > seats && (
        <p className="text-sm text-amber-900">
          There are {used - seats} more students than seats. Every student keeps the extra packs; ask for a larger
          license when you can.
        </p>
      )}
      <ul className="text-sm text-slate-700">
        {grants.map((g) => (
          <li key={g.id}>
            {g.name}: {plural(g.seats, "seat")}, until {day(g.expiresAt)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AnalyticsSection({ organizationId }: { organizationId: string }) {
  const analytics = useOrganizationAnalytics(organizationId);
  if (analytics.isLoading) return <p>Loading figures…</p>;
  if (analytics.isError || !analytics.data) return <p>The figures could not be loaded. Please try again.</p>;
  const data = analytics.data;
  const skillMax = Math.max(1, ...data.skills.map((s) => s.averageLevel));
  const standardMax = Math.max(1, ...data.standards.map((s) => s.met));
  return (
    <div className="space-y-8">
      <Figures data={data} />
      <BarChart
        caption="Students active on puzzles"
        labelHeader="Period"
        valueHeader="Students"
        max={Math.max(1, data.students)}
        rows={[
          {
            label: "Last 7 days",
            value: data.activeStudents.last7Days,
            valueText: `${data.activeStudents.last7Days} of ${data.students}`,
          },
          {
            label: "Last 30 days",
            value: data.activeStudents.last30Days,
            valueText: `${data.activeStudents.last30Days} of ${data.students}`,
          },
        ]}
        testId="active-chart"
      />
      <Seats data={data} />
      {data.progressByUnit.length ? (
        <BarChart
          caption="Average progress by unit"
          labelHeader="Unit"
          valueHeader="Average progress"
          rows={data.progressByUnit.map((u) => ({
            label: u.unit,
            value: u.averageProgress,
            valueText: `${u.averageProgress}% (${plural(u.students, "student")})`,
          }))}
          testId="unit-progress-chart"
        />
      ) : (
        <p>No unit progress yet: it appears once students work through their units.</p>
      )}
      {data.skills.length > 0 && (
        <BarChart
          caption="Average skill level"
          labelHeader="Skill"
          valueHeader="Average level"
          max={skillMax}
          barClassName="bg-sky-600"
          rows={data.skills.map((s) => ({
            label: s.title,
            value: s.averageLevel,
            valueText: `level ${s.averageLevel} (${plural(s.students, "student")})`,
          }))}
          testId="skill-chart"
        />
      )}
      {data.standards.length ? (
        <BarChart
          caption="Standards met"
          labelHeader="Standard area"
          valueHeader="Standards met"
          max={standardMax}
          barClassName="bg-violet-600"
          rows={data.standards.map((s) => ({
            label: s.title,
            value: s.met,
            valueText: `${s.met} by ${plural(s.students, "student")}`,
          }))}
          testId="standards-chart"
        />
      ) : (
        <p>No standards met yet.</p>
      )}
    </div>
  );
}
