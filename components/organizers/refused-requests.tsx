"use client";

// Refused requests (issue 41): what the organization's people were refused, counted per person, route, answer and
// minute instead of one audit entry each. Filtered by the audit log's person and dates.
import { useState } from "react";
import { Table } from "@/components/ui/table";
import { AUDIT_PAGE_SIZE, useAuditRefusals, type AuditFilters } from "@/lib/audit/queries";
import { Pager } from "./pager";

/** What each refusal meant, in an organizer's words (the code stays beside it for whoever reads the logs). */
const ANSWERS: Record<number, string> = {
  400: "Invalid",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  409: "Refused by a rule",
  413: "Too large",
  415: "Wrong kind of file",
  422: "Invalid",
  429: "Too many at once",
};

export function RefusedRequests({ organizationId, filters }: { organizationId: string; filters: AuditFilters }) {
  const [page, setPage] = useState(1);
  const refusals = useAuditRefusals(organizationId, filters, page);
  const data = refusals.data;
  return (
    <section aria-labelledby="refused-heading" className="mt-8" data-testid="refused-requests">
      <h3 id="refused-heading" className="text-lg font-semibold">
        Refused requests
      </h3>
      <p className="text-sm text-slate-600">
        Requests Sprout refused (not signed in, not allowed, not found, invalid or too many), counted per person,
        address and minute.{data ? ` ${data.refused} in all.` : ""}
      </p>
      {refusals.isError && (
        <p className="mt-2 text-red-800" role="alert">
          The refused requests could not be loaded: {refusals.error.message}
        </p>
      )}
      {data && (
        <div className="mt-2">
          <Table
            testId="refused-table"
            caption="Refused requests, newest minute first"
            className="text-sm"
            rows={data.results}
            rowKey={(r) => `${r.minute} ${r.actor?.id ?? r.ip} ${r.method} ${r.route} ${r.status}`}
            empty={<p>No refused requests match these filters.</p>}
            columns={[
              { header: "Minute", cell: (r) => new Date(r.minute).toLocaleString("en-US") },
              { header: "Who", cell: (r) => r.actor?.username ?? (r.actor ? "A student" : "Not signed in") },
              { header: "Request", className: "min-w-48", cell: (r) => `${r.method} ${r.route}` },
              { header: "Answer", cell: (r) => `${ANSWERS[r.status] ?? "Refused"} (${r.status})` },
              { header: "Times", cell: (r) => r.count },
              { header: "From", cell: (r) => r.ip || "—" },
            ]}
          />
          {data.results.length > 0 && (
            <Pager
              page={page}
              pageSize={AUDIT_PAGE_SIZE}
              count={data.count}
              onPage={setPage}
              label="Refused requests"
            />
          )}
        </div>
      )}
    </section>
  );
}
