"use client";

// The parent's overview (issue 28): every child at a glance, each card with the figures the server chose
// (lib/progress/figures.ts via the child view), before one child's detail. Choosing a card shows that child below.
import { cn } from "@/components/ui/cn";
import type { ChildView } from "@/lib/parents/queries";

export function ChildrenOverview({
  list,
  currentId,
  onChoose,
}: {
  list: ChildView[];
  currentId: string | null;
  onChoose: (child: ChildView) => void;
}) {
  return (
    <section aria-labelledby="children-overview-heading" data-testid="children-overview">
      <h2 id="children-overview-heading" className="sr-only">
        All your children
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((c) => (
          <li key={c.id} className="min-w-0">
            <button
              type="button"
              aria-pressed={c.id === currentId}
              aria-label={`Show ${c.fullName}`}
              onClick={() => onChoose(c)}
              data-testid={`child-card-${c.username}`}
              className={cn(
                "flex h-full w-full flex-col items-start gap-1 rounded-2xl bg-white p-4 text-left shadow-sm",
                "hover:ring-2 hover:ring-sprout-300 focus-visible:ring-2 focus-visible:ring-sprout-600",
                c.id === currentId && "ring-2 ring-slate-800",
              )}
            >
              <span className="text-lg font-semibold">{c.fullName}</span>
              <span className="text-sm text-slate-600 [overflow-wrap:anywhere]">
                {c.username}
                {c.classroom ? ` · ${c.classroom.className}` : " · at home"}
              </span>
              <span className="text-sm">Solved: {c.progress.overall.text}</span>
              <span className="text-sm">
                {c.progress.current
                  ? `Current unit: ${c.progress.current.title} · ${c.progress.current.text}`
                  : "No puzzles played yet."}
              </span>
              {c.friend.length > 0 && (
                <span className="text-sm text-slate-600">
                  {c.friend.length} friend{c.friend.length === 1 ? "" : "s"}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
