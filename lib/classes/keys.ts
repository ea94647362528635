// React Query keys of the classroom data: read by the hooks in ./queries.ts (browser) and by the pages that
// render the first data on the server (lib/server/first-data.ts), so both name the same cache entries.
export const keys = {
  classes: ["classes"] as const,
  /** Under "classes", so a class write refreshes it too. */
  archived: ["classes", "archived"] as const,
  teacher: ["teacher-profile"] as const,
  invitations: ["class-invitations"] as const,
  students: (classId: string) => ["classes", classId, "students"] as const,
  student: (classId: string, id: string) => ["classes", classId, "students", id] as const,
  comments: (studentId: string) => ["comments", studentId] as const,
  summary: (classId: string) => ["classes", classId, "summary"] as const,
  progress: (classId: string, id: string) => ["classes", classId, "students", id, "progress"] as const,
};
