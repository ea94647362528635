// React Query keys of the student's activity: read by the hooks in ./queries.ts (browser) and by the student's
// page, which renders the first data on the server (docs/decisions/155).
export const activityKeys = { info: ["student", "info"] as const };
