"use client";

// One paged list of an organization section (People, Students, Invitations): loading, failure and empty
// messages, a captioned table and the pager under it.
import type { ReactNode } from "react";
import { Table, type Column } from "@/components/ui/table";
import type { Page } from "@/lib/organizations/queries";
import { Pager } from "./pager";

export type { Column };

export function PagedTable<T extends { id: string }>({
  query,
  columns,
  caption,
  what,
  empty,
  testId,
  onPage,
  stacked = false,
}: {
  query: { isLoading: boolean; isError: boolean; data?: Page<T> };
  columns: Column<T>[];
  caption: string;
  /** Plural noun for the messages: "people", "students". */
  what: string;
  empty: ReactNode;
  testId: string;
  onPage: (page: number) => void;
  /** Each row a card on a phone, so a wide table never pushes the page sideways. */
  stacked?: boolean;
}) {
  if (query.isLoading) return <p>Loading {what}…</p>;
  if (query.isError) return <p>The {what} could not be loaded. Please try again.</p>;
  const data = query.data;
  if (!data?.results.length) return <p>{empty}</p>;
  return (
    <div>
      <Table
        caption={caption}
        columns={columns}
        rows={data.results}
        rowKey={(row) => row.id}
        testId={testId}
        stacked={stacked}
      />
      <Pager page={data.page} pageSize={data.pageSize} count={data.count} onPage={onPage} label={caption} />
    </div>
  );
}
