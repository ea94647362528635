"use client";

// Students: everyone in the classes filed under the organization (GET /organization/{id}/users/students/).
import { useState } from "react";
import { useOrganizationStudents, type OrganizationStudentView } from "@/lib/organizations/queries";
import { PagedTable, type Column } from "./paged-table";
import { displayName } from "@/lib/vocabulary";

const COLUMNS: Column<OrganizationStudentView>[] = [
  { header: "Name", cell: (s) => displayName(s) },
  { header: "Username", cell: (s) => s.username },
  { header: "Class", cell: (s) => s.class_name },
];

export function StudentsSection({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  return (
    <PagedTable
      query={useOrganizationStudents(organizationId, page)}
      columns={COLUMNS}
      caption="Students in this organization's classes"
      what="students"
      empty="No students yet. They appear here when teachers add classes under this organization."
      testId="org-students"
      onPage={setPage}
    />
  );
}
