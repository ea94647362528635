// React Query keys of the parent's data: read by the hooks in ./queries.ts (browser) and by the pages that
// render the first data on the server (lib/server/first-data.ts), so both name the same cache entries.
export const parentKeys = {
  children: ["parent", "children"] as const,
  child: (id: string) => ["parent", "children", id] as const,
  progress: (id: string) => ["parent", "children", id, "progress"] as const,
  units: (id: string) => ["parent", "children", id, "units"] as const,
  skills: (id: string) => ["parent", "children", id, "skills"] as const,
  limits: (id: string) => ["parent", "children", id, "limits"] as const,
  friends: ["parent", "friends"] as const,
  family: (classId: string, studentId: string) => ["family", classId, studentId] as const,
};
