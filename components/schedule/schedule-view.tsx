"use client";

// Week and month views of the teacher's events, with create, edit and delete (SPEC §7 schedule), and the
// classes' unit dates and assignment due dates, read-only, linking to the curriculum (docs/decisions/200).
import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { asLocalDays, occurrencesBetween, type Occurrence } from "@/lib/schedule/occurrences";
import { useCalendar, type CourseworkDate, type EventDto } from "@/lib/schedule/queries";
import { EventForm } from "./event-form";
import { GoogleConnect } from "./google-connect";

type View = "week" | "month";

function startOfDay(d: Date) {
  const x = new Date(d);
  x.setHours(0, 0, 0, 0);
  return x;
}
function addDays(d: Date, n: number) {
  const x = new Date(d);
  x.setDate(x.getDate() + n);
  return x;
}
/** Weeks start on Monday, as the school week does. */
function startOfWeek(d: Date) {
  const x = startOfDay(d);
  return addDays(x, -((x.getDay() + 6) % 7));
}

function visibleRange(view: View, anchor: Date) {
  if (view === "week") {
    const from = startOfWeek(anchor);
    return { from, days: Array.from({ length: 7 }, (_, i) => addDays(from, i)) };
  }
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const from = startOfWeek(first);
  const weeks = Math.ceil(
    ((first.getTime() - from.getTime()) / 86_400_000 +
      new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0).getDate()) /
      7,
  );
  return { from, days: Array.from({ length: weeks * 7 }, (_, i) => addDays(from, i)) };
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
/** The local calendar day as the server writes dates without a time ("2026-11-25"). */
const localIsoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const COURSEWORK_LABEL: Record<CourseworkDate["kind"], string> = {
  unit_start: "Unit starts",
  unit_end: "Unit ends",
  due: "Due",
};
const time = (d: Date) => d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

export function ScheduleView({ googleClientId }: { googleClientId: string | null }) {
  // Dates depend on the browser's clock and zone: the grid renders after mount, never on the server.
  const [anchor, setAnchor] = useState<Date | null>(null);
  useEffect(() => setAnchor(new Date()), []);
  if (!anchor) return <p className="text-slate-700">Loading your schedule…</p>;
  return <Schedule googleClientId={googleClientId} anchor={anchor} setAnchor={setAnchor} />;
}

function Schedule({
  googleClientId,
  anchor,
  setAnchor,
}: {
  googleClientId: string | null;
  anchor: Date;
  setAnchor: (f: (a: Date | null) => Date) => void;
}) {
  const calendar = useCalendar();
  const [view, setView] = useState<View>("week");
  const [editing, setEditing] = useState<{ event: EventDto | null; start: Date } | null>(null);
  const { from, days } = visibleRange(view, anchor);
  const to = addDays(days[days.length - 1], 1);
  const [fromMs, toMs] = [from.getTime(), to.getTime()];
  const occurrences = useMemo(
    () => occurrencesBetween((calendar.data?.events ?? []).map(asLocalDays), new Date(fromMs), new Date(toMs)),
    [calendar.data, fromMs, toMs],
  );
  const step = (n: number) =>
    setAnchor((a) => (view === "week" ? addDays(a!, 7 * n) : new Date(a!.getFullYear(), a!.getMonth() + n, 1)));
  const title =
    view === "week"
      ? `${days[0].toLocaleDateString([], { month: "short", day: "numeric" })} – ${days[6].toLocaleDateString([], { month: "short", day: "numeric", year: "numeric" })}`
      : anchor.toLocaleDateString([], { month: "long", year: "numeric" });
  const onDay = (d: Date) => occurrences.filter((o) => sameDay(o.start, d) || (o.start < d && o.end > d));
  const courseworkOn = (d: Date) => (calendar.data?.coursework ?? []).filter((c) => c.date === localIsoDay(d));

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Schedule</h1>
        <Button onClick={() => setEditing({ event: null, start: nextHour() })}>New event</Button>
      </div>
      {calendar.data && <GoogleConnect state={calendar.data} googleClientId={googleClientId} />}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => step(-1)} aria-label="Previous">
          ‹
        </Button>
        <Button variant="secondary" onClick={() => setAnchor(() => new Date())}>
          Today
        </Button>
        <Button variant="secondary" onClick={() => step(1)} aria-label="Next">
          ›
        </Button>
        <h2 className="ml-2 text-xl font-semibold" data-testid="schedule-title">
          {title}
        </h2>
        <div className="ml-auto flex gap-1" role="group" aria-label="View">
          {(["week", "month"] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? "primary" : "secondary"}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === "week" ? "Week" : "Month"}
            </Button>
          ))}
        </div>
      </div>
      <div
        className="grid grid-cols-7 gap-px overflow-hidden rounded-2xl bg-slate-200"
        data-testid={`schedule-${view}`}
      >
        {days.slice(0, 7).map((d) => (
          <div key={`h${d.getDay()}`} className="bg-slate-50 px-2 py-1 text-center text-sm font-semibold">
            {d.toLocaleDateString([], { weekday: "short" })}
          </div>
        ))}
        {days.map((d) => (
          <DayCell
            key={d.toISOString()}
            day={d}
            dim={view === "month" && d.getMonth() !== anchor.getMonth()}
            tall={view === "week"}
            items={onDay(d)}
            coursework={courseworkOn(d)}
            onNew={() => setEditing({ event: null, start: new Date(d.getFullYear(), d.getMonth(), d.getDate(), 9) })}
            onOpen={(o) =>
              setEditing({ event: calendar.data?.events.find((e) => e.Id === o.event.Id) ?? o.event, start: o.start })
            }
          />
        ))}
      </div>
      {editing && (
        <EventForm
          key={editing.event?.Id ?? "new"}
          event={editing.event}
          defaultStart={editing.start}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

function nextHour() {
  const d = new Date();
  d.setHours(d.getHours() + 1, 0, 0, 0);
  return d;
}

function DayCell({
  day,
  dim,
  tall,
  items,
  coursework,
  onNew,
  onOpen,
}: {
  day: Date;
  dim: boolean;
  tall: boolean;
  items: Occurrence<EventDto>[];
  coursework: CourseworkDate[];
  onNew: () => void;
  onOpen: (o: Occurrence<EventDto>) => void;
}) {
  const today = sameDay(day, new Date());
  return (
    <div className={`bg-white p-1 ${tall ? "min-h-48" : "min-h-24"} ${dim ? "opacity-50" : ""}`}>
      <button
        type="button"
        onClick={onNew}
        className={`w-full text-left text-xs ${today ? "font-bold text-sprout-700" : "text-slate-600"}`}
        aria-label={`New event on ${day.toDateString()}`}
      >
        {day.getDate()}
      </button>
      <ul className="mt-1 space-y-1">
        {coursework.map((c) => (
          <li key={c.id}>
            <Link
              href="/teachers/curriculum"
              className="block truncate rounded bg-amber-100 px-1 text-xs text-amber-950"
              title={`${COURSEWORK_LABEL[c.kind]}: ${c.title} (${c.className})`}
              data-testid="coursework-date"
            >
              {COURSEWORK_LABEL[c.kind]}: {c.title} · {c.className}
            </Link>
          </li>
        ))}
        {items.map((o) => (
          <li key={`${o.event.Id}-${o.start.getTime()}`}>
            <button
              type="button"
              onClick={() => onOpen(o)}
              className={`w-full truncate rounded px-1 text-left text-xs ${o.event.SyncStatus === "failed" ? "bg-red-100 text-red-900" : "bg-sprout-100 text-sprout-700"}`}
              title={o.event.Subject}
            >
              {o.event.IsAllDay ? "" : `${time(o.start)} `}
              {o.event.Subject}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
