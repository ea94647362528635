// The school sign-in's addresses on this site (issue 42), for pages and the browser alike.

/** Starts the school's sign-in: by the school's id (its shared link) or by a school e-mail's domain. */
export function schoolStartHref(query: { email?: string; organization?: string }): string {
  return `/api/auth/school/start/?${new URLSearchParams(query).toString()}`;
}
