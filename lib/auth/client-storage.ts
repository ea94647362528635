// Browser-side keys of SPEC §3's stored session: the sign-up account type, the email awaiting verification
// and the parent-signup marker. Tokens are never here: the session lives in an httpOnly cookie.
export const STORAGE = {
  signupAccountType: "sprout.signupAccountType",
  pendingEmail: "sprout.pendingVerificationEmail",
  parentSignup: "sprout.parentSignup",
  userType: "sprout.userType",
  /** A sentence the dashboard shows once after landing (joined from an invitation: "Welcome to X…"). */
  welcomeNotice: "sprout.welcomeNotice",
} as const;

export function loginPathFor(role: string | null | undefined): string {
  return role && role !== "student" ? `/login/${role}` : "/login";
}

/**
 * Where sign-in returns to (`?next=`, issue 28: the consent link of a signed-out parent): a path of this site
 * only — one leading slash, no scheme or host, not a sign-in page or the API — else null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 500 || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return null;
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  if (/^\/(login|api)(\/|\?|$)/.test(next)) return null;
  return next;
}

/** Reads and forgets the notice a page left for the dashboard it sent the person to (STORAGE.welcomeNotice). */
export function takeWelcomeNotice(): string {
  const notice = sessionStorage.getItem(STORAGE.welcomeNotice) ?? "";
  sessionStorage.removeItem(STORAGE.welcomeNotice);
  return notice;
}
