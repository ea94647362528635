// React Query keys of the organization data: read by the hooks in ./queries.ts (browser) and by the page that
// renders the organizer's first data on the server (lib/server/first-data.ts), so both name the same entries.
export const organizationKeys = {
  all: ["organizations"] as const,
  mine: ["organizations", "mine"] as const,
  members: (id: string, page: number) => ["organizations", id, "members", page] as const,
  students: (id: string, page: number, filter: object = {}) => ["organizations", id, "students", page, filter] as const,
  classes: (id: string) => ["organizations", id, "classes"] as const,
  roles: (id: string) => ["organizations", id, "roles"] as const,
  invitations: (id: string, page: number) => ["organizations", id, "invitations", page] as const,
  myInvitations: ["organizations", "my-invitations"] as const,
};

/** The page size of the organizer dashboard's tables (the hooks ask for it; the first data reads it). */
export const ORGANIZATION_PAGE_SIZE = 25;
