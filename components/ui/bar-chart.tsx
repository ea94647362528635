"use client";

// Horizontal CSS bars with a table alternative (no chart library). The bars are drawn for the eye and hidden
// from assistive technology; the same numbers are a real table, shown on request and always read out.
import { useId, useState } from "react";
import { Button } from "./button";
import { cn } from "./cn";
import { Table } from "./table";

export type BarRow = { label: string; value: number; valueText?: string };

export function BarChart({
  caption,
  rows,
  max = 100,
  valueHeader = "Value",
  labelHeader = "Name",
  barClassName = "bg-sprout-600",
  testId,
}: {
  caption: string;
  rows: BarRow[];
  max?: number;
  valueHeader?: string;
  labelHeader?: string;
  barClassName?: string;
  testId?: string;
}) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const text = (r: BarRow) => r.valueText ?? String(r.value);
  return (
    <figure className="space-y-2" aria-labelledby={`${id}-caption`} data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2">
        <figcaption id={`${id}-caption`} className="font-medium">
          {caption}
        </figcaption>
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? "Show as chart" : "Show as table"}
        </Button>
      </div>
      <ul aria-hidden="true" className={cn("space-y-1", asTable && "hidden")}>
        {rows.map((r) => (
          <li key={r.label} className="grid grid-cols-[minmax(6rem,12rem)_1fr_auto] items-center gap-2 text-sm">
            <span className="truncate">{r.label}</span>
            <span className="h-3 rounded-full bg-slate-200">
              <span
                className={cn("block h-3 rounded-full", barClassName)}
                style={{ width: `${Math.max(0, Math.min(100, (r.value / (max || 1)) * 100))}%` }}
              />
            </span>
            <span className="tabular-nums">{text(r)}</span>
          </li>
        ))}
      </ul>
      <Table
        caption={caption}
        className="text-sm"
        srOnly={!asTable}
        rows={rows}
        rowKey={(r) => r.label}
        columns={[
          { header: labelHeader, rowHeader: true, cell: (r) => r.label },
          { header: valueHeader, className: "tabular-nums", cell: text },
        ]}
      />
    </figure>
  );
}
