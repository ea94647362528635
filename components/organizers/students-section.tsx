"use client";

// Students: everyone in the classes filed under the organization (GET /organization/{id}/users/students/),
// searched by name or username, filtered by class and sorted on the server (docs/decisions/195).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import {
  useOrganizationClasses,
  useOrganizationStudents,
  type OrganizationStudentView,
  type StudentFilter,
} from "@/lib/organizations/queries";
import { PagedTable, type Column } from "./paged-table";
import { displayName } from "@/lib/vocabulary";

const COLUMNS: Column<OrganizationStudentView>[] = [
  { header: "Name", rowHeader: true, cell: (s) => displayName(s) },
  { header: "Username", className: "break-all", cell: (s) => s.username },
  { header: "Class", cell: (s) => s.className },
];

const SORTS = [
  { value: "name", label: "Name (A to Z)" },
  { value: "username", label: "Username (A to Z)" },
  { value: "class", label: "Class, then name" },
  { value: "newest", label: "Newest first" },
];

export function StudentsSection({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<StudentFilter>({ sort: "name" });
  const classes = useOrganizationClasses(organizationId);
  const students = useOrganizationStudents(organizationId, page, filter);
  const change = (next: Partial<StudentFilter>) => {
    setFilter((f) => ({ ...f, ...next }));
    setPage(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change({ q: search.trim() || undefined });
  };

  return (
    <div className="space-y-4">
      <form
        onSubmit={submit}
        role="search"
        aria-label="Find students"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_14rem_12rem_auto] lg:items-end"
      >
        <Field label="Search" hint="A name or username">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
        </Field>
        <Field label="Class">
          <Select
            value={filter.class ?? ""}
            onChange={(e) => change({ class: e.target.value || undefined })}
            placeholder="Every class"
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Field>
        <Field label="Sort by">
          <Select
            value={filter.sort}
            onChange={(e) => change({ sort: e.target.value as StudentFilter["sort"] })}
            options={SORTS}
          />
        </Field>
        <Button type="submit">Search</Button>
      </form>
      {students.data && (
        <p className="text-sm text-slate-700" role="status" data-testid="org-students-count">
          {students.data.count === 1 ? "1 student" : `${students.data.count.toLocaleString("en-US")} students`}
          {filter.q ? ` matching “${filter.q}”` : ""}
        </p>
      )}
      <PagedTable
        query={students}
        columns={COLUMNS}
        caption="Students in this organization's classes"
        what="students"
        empty={
          filter.q || filter.class
            ? "No student matches. Try another search or class."
            : "No students yet. They appear here when teachers add classes under this organization."
        }
        testId="org-students"
        onPage={setPage}
        stacked
      />
    </div>
  );
}
