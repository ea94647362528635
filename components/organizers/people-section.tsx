"use client";

// People: the organization's teachers and organizers, newest first (GET /organization/{id}/users).
import { useState } from "react";
import { useMembers, type MemberView } from "@/lib/organizations/queries";
import { PagedTable, type Column } from "./paged-table";
import { displayName } from "@/lib/vocabulary";

const COLUMNS: Column<MemberView>[] = [
  { header: "Name", cell: (m) => displayName(m) },
  { header: "Username", cell: (m) => m.username },
  { header: "Email", cell: (m) => m.email ?? "—" },
  { header: "Account", cell: (m) => (m.kind === "organizer" ? "Organizer" : "Teacher") },
  { header: "Role", cell: (m) => m.role ?? "—" },
];

export function PeopleSection({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  return (
    <PagedTable
      query={useMembers(organizationId, page)}
      columns={COLUMNS}
      caption="People in this organization"
      what="people"
      empty="No one has joined this organization yet."
      testId="org-people"
      onPage={setPage}
    />
  );
}
