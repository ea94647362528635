"use client";

// The audit log (docs/decisions/140, 196): every write in the organization in plain words ("Ms Lee created class
// Owls"), newest first, filtered by person and kind of action (selects of known values), the chain's head to keep
// elsewhere, a check of the whole chain and a CSV export.
import { useState, type FormEvent } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Table } from "@/components/ui/table";
import { Field, Input, Select } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import { AUDIT_KINDS, AUDIT_OUTCOME_LABELS } from "@/lib/audit/actions";
import { organizationExportHref } from "@/lib/organizations/queries";
import {
  AUDIT_PAGE_SIZE,
  auditExportHref,
  useAuditLog,
  useVerifyAuditChain,
  type AuditFilters,
  type AuditVerification,
} from "@/lib/audit/queries";
import { Pager } from "./pager";
import { RefusedRequests } from "./refused-requests";

const NO_FILTERS: AuditFilters = { actor: "", action: "", kind: "", record: "", from: "", to: "" };
const KIND_OPTIONS = AUDIT_KINDS.map((k) => ({ value: k.key, label: k.label }));

function VerifyResult({ result }: { result: AuditVerification }) {
  if (result.ok) {
    return (
      <p className="text-green-800">
        The chain is intact: all {result.checked.toLocaleString("en-US")} entries are unchanged and linked.
      </p>
    );
  }
  return (
    <p className="text-red-800">
      {result.broken
        ? `The chain is broken at entry #${result.broken.seq}. ${result.broken.reason}`
        : "The entry you kept is no longer in the log as it was: newer entries may have been removed."}
    </p>
  );
}

export function AuditSection({ organizationId }: { organizationId: string }) {
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const log = useAuditLog(organizationId, filters, page);
  const verify = useVerifyAuditChain(organizationId);
  const fail = useApiError({ actor: "Person", kind: "Action", record: "Record", from: "From", to: "To" });
  const people = log.data?.people ?? [];

  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPage(1);
  };
  const data = log.data;

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="text-xl font-semibold">
        Audit log
      </h2>
      <p className="mt-1 text-slate-700">
        Everything people changed in this organization, who did it and when. Entries can never be edited or removed.
      </p>

      <form
        onSubmit={apply}
        className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6"
        aria-label="Filter the audit log"
      >
        <Field label="Person">
          <Select
            value={draft.actor}
            onChange={set("actor")}
            placeholder="Everyone"
            options={people.map((p) => ({ value: p.id, label: p.name }))}
            data-testid="audit-person"
          />
        </Field>
        <Field label="Action">
          <Select
            value={draft.kind}
            onChange={set("kind")}
            placeholder="Every action"
            options={KIND_OPTIONS}
            data-testid="audit-kind"
          />
        </Field>
        <Field label="Record" hint="A type or id">
          <Input value={draft.record} onChange={set("record")} maxLength={100} />
        </Field>
        <Field label="From">
          <Input type="date" value={draft.from} onChange={set("from")} min="2000-01-01" max="9999-12-31" />
        </Field>
        <Field label="To">
          <Input type="date" value={draft.to} onChange={set("to")} min="2000-01-01" max="9999-12-31" />
        </Field>
        <div className="flex items-end gap-2">
          <Button type="submit">Filter</Button>
          <Button variant="ghost" onClick={clear}>
            Clear
          </Button>
        </div>
      </form>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => verify.mutate(undefined, { onError: fail })}
          disabled={verify.isPending}
        >
          {verify.isPending ? "Checking…" : "Verify chain"}
        </Button>
        <a className={buttonClass("secondary")} href={auditExportHref(organizationId, filters)} download>
          Export CSV
        </a>
        <a className={buttonClass("secondary")} href={organizationExportHref(organizationId)} download>
          Export all organization data (JSON)
        </a>
      </div>
      <div role="status" className="mt-2" data-testid="audit-verify">
        {verify.data && <VerifyResult result={verify.data} />}
      </div>

      {data?.head && (
        <p className="mt-3 text-sm text-slate-700" data-testid="audit-head">
          Newest entry: #{data.head.seq}, fingerprint <code className="break-all">{data.head.hash}</code>. Keep a copy
          of this line (every export starts with it) somewhere else: it proves later that no newer entry was removed.
        </p>
      )}

      {log.isLoading && <p className="mt-4">Loading the audit log…</p>}
      {log.isError && (
        <p className="mt-4 text-red-800" role="alert">
          The audit log could not be loaded: {log.error.message}
        </p>
      )}
      {data && (
        <div className="mt-4">
          <Table
            testId="audit-table"
            caption="Audit log entries, newest first"
            className="text-sm"
            rows={data.results}
            rowKey={(e) => e.id}
            empty={<p>No entries match these filters.</p>}
            columns={[
              { header: "#", cell: (e) => e.seq },
              { header: "When", cell: (e) => new Date(e.created_at).toLocaleString("en-US") },
              { header: "What happened", className: "min-w-48", cell: (e) => e.summary },
              { header: "Outcome", cell: (e) => `${AUDIT_OUTCOME_LABELS[e.outcome]} (${e.status})` },
              { header: "From", cell: (e) => e.ip || "—" },
            ]}
          />
          {data.results.length > 0 && (
            <Pager page={page} pageSize={AUDIT_PAGE_SIZE} count={data.count} onPage={setPage} label="Audit log" />
          )}
        </div>
      )}
      <RefusedRequests
        key={`${filters.actor} ${filters.from} ${filters.to}`}
        organizationId={organizationId}
        filters={filters}
      />
    </section>
  );
}
