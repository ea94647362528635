"use client";

// People: the organization's teachers and organizers, newest first (GET /organization/{id}/users).
import { useState } from "react";
import { useMembers } from "@/lib/organizations/queries";
import { Pager } from "./pager";

export function PeopleSection({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const members = useMembers(organizationId, page);
  if (members.isLoading) return <p>Loading people…</p>;
  if (members.isError) return <p>People could not be loaded. Please try again.</p>;
  const data = members.data;
  if (!data?.results.length) return <p>No one has joined this organization yet.</p>;
  return (
    <div>
      <table className="w-full text-left" data-testid="org-people">
        <caption className="sr-only">People in this organization</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              Name
            </th>
            <th scope="col">Username</th>
            <th scope="col">Email</th>
            <th scope="col">Account</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
          {data.results.map((m) => (
            <tr key={m.id} className="border-b border-slate-200">
              <td className="py-2">{`${m.firstname} ${m.lastname}`.trim() || m.username}</td>
              <td>{m.username}</td>
              <td>{m.email ?? "—"}</td>
              <td>{m.kind === "organizer" ? "Organizer" : "Teacher"}</td>
              <td>{m.role ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pageSize={data.page_size} count={data.count} onPage={setPage} label="People" />
    </div>
  );
}
