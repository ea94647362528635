// The kit's data table (docs/decisions/171): a caption read out (shown or screen-reader only), column headers
// with scope, an optional row header, an empty state, rows keyed by id, and a wrapper that scrolls sideways
// on a narrow screen instead of pushing the page wider. `stacked` turns each row into a card on a phone.
import type { Key, ReactNode } from "react";
import { cn } from "./cn";

export type Column<Row> = {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** This column's cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** The header is read out but not shown (a column of buttons). */
  hideHeader?: boolean;
  className?: string;
};

export function Table<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  stacked = false,
  srOnly = false,
  className,
  rowClassName,
  rowTestId,
  testId,
}: {
  caption: string;
  showCaption?: boolean;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey?: (row: Row, index: number) => Key;
  /** Shown instead of the table when there are no rows; without it an empty table is drawn. */
  empty?: ReactNode;
  stacked?: boolean;
  /** Read out but not shown (the bar chart's numbers): no scrolling wrapper, which axe would flag as unreachable. */
  srOnly?: boolean;
  /** Classes of the wrapper (spacing, text size). */
  className?: string;
  rowClassName?: (row: Row) => string | undefined;
  rowTestId?: (row: Row) => string | undefined;
  testId?: string;
}) {
  if (!rows.length && empty !== undefined) {
    return <div className={cn("text-slate-600", className)}>{empty}</div>;
  }
  const block = stacked && "max-sm:block";
  return (
    <div className={cn(srOnly ? "sr-only" : "overflow-x-auto", className)}>
      <table className={cn("w-full text-left", block)} data-testid={testId}>
        <caption className={showCaption ? "text-left font-medium" : "sr-only"}>{caption}</caption>
        <thead className={cn(stacked && "max-sm:hidden")}>
          <tr className="border-b border-slate-300">
            {columns.map((c) => (
              <th key={c.header} scope="col" className="py-2 pr-2">
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn(block)}>
          {rows.map((row, i) => (
            <tr
              key={rowKey ? rowKey(row, i) : i}
              className={cn(
                "border-b border-slate-200 align-top",
                block,
                stacked && "max-sm:py-2",
                rowClassName?.(row),
              )}
              data-testid={rowTestId?.(row)}
            >
              {columns.map((c) =>
                c.rowHeader ? (
                  <th key={c.header} scope="row" className={cn("py-2 pr-2 font-normal", block, c.className)}>
                    {c.cell(row, i)}
                  </th>
                ) : (
                  <td key={c.header} className={cn("py-2 pr-2", block, c.className)}>
                    {c.cell(row, i)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
