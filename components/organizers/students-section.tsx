"use client";

// Students: everyone in the classes filed under the organization (GET /organization/{id}/users/students/).
import { useState } from "react";
import { useOrganizationStudents } from "@/lib/organizations/queries";
import { Pager } from "./pager";

export function StudentsSection({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const students = useOrganizationStudents(organizationId, page);
  if (students.isLoading) return <p>Loading students…</p>;
  if (students.isError) return <p>Students could not be loaded. Please try again.</p>;
  const data = students.data;
  if (!data?.results.length) {
    return <p>No students yet. They appear here when teachers add classes under this organization.</p>;
  }
  return (
    <div>
      <table className="w-full text-left" data-testid="org-students">
        <caption className="sr-only">Students in this organization&apos;s classes</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              Name
            </th>
            <th scope="col">Username</th>
            <th scope="col">Class</th>
          </tr>
        </thead>
        <tbody>
          {data.results.map((s) => (
            <tr key={s.id} className="border-b border-slate-200">
              <td className="py-2">{`${s.firstname} ${s.lastname}`.trim() || s.username}</td>
              <td>{s.username}</td>
              <td>{s.class_name}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pageSize={data.page_size} count={data.count} onPage={setPage} label="Students" />
    </div>
  );
}
