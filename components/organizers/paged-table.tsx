"use client";

// One paged list of an organization section (People, Students, Invitations): loading, failure and empty
// messages, a captioned table and the pager under it.
import type { ReactNode } from "react";
import type { Page } from "@/lib/organizations/queries";
import { Pager } from "./pager";

export type Column<T> = { header: string; cell: (row: T) => ReactNode };

export function PagedTable<T extends { id: string }>({
  query,
  columns,
  caption,
  what,
  empty,
  testId,
  onPage,
}: {
  query: { isLoading: boolean; isError: boolean; data?: Page<T> };
  columns: Column<T>[];
  caption: string;
  /** Plural noun for the messages: "people", "students". */
  what: string;
  empty: ReactNode;
  testId: string;
  onPage: (page: number) => void;
}) {
  if (query.isLoading) return <p>Loading {what}…</p>;
  if (query.isError) return <p>The {what} could not be loaded. Please try again.</p>;
  const data = query.data;
  if (!data?.results.length) return <p>{empty}</p>;
  return (
    <div>
      <table className="w-full text-left" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((c) => (
              <th key={c.header} scope="col" className="py-2">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.results.map((row) => (
            <tr key={row.id} className="border-b border-slate-200">
              {columns.map((c) => (
                <td key={c.header} className="py-2">
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={data.page} pageSize={data.page_size} count={data.count} onPage={onPage} label={caption} />
    </div>
  );
}
