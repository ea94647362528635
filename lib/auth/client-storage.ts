// Browser-side keys of SPEC §3's stored session: the sign-up account type, the email awaiting verification
// and the parent-signup marker. Tokens are never here: the session lives in an httpOnly cookie.
export const STORAGE = {
  signupAccountType: "sprout.signupAccountType",
  pendingEmail: "sprout.pendingVerificationEmail",
  parentSignup: "sprout.parentSignup",
  userType: "sprout.userType",
} as const;

export function loginPathFor(role: string | null | undefined): string {
  return role && role !== "student" ? `/login/${role}` : "/login";
}
