// What the login page says when the school's sign-in refuses someone (issue 42); the callback names the reason
// in the address (/login/school?error=…), the page words it with the school's name and the address used.
export const REFUSALS = [
  "unknown",
  "young",
  "archived",
  "not-configured",
  "no-school",
  "several-schools",
  "expired",
  "failed",
  "unreachable",
] as const;
export type Refusal = (typeof REFUSALS)[number];

export const isRefusal = (value: unknown): value is Refusal => REFUSALS.includes(value as Refusal);

export const LOGIN_CARD_MESSAGE = "Sign in with your login card.";

export function refusalMessage(reason: Refusal, school: string, email: string): string {
  const at = school || "your school";
  const address = email || "this address";
  switch (reason) {
    case "unknown":
      return `You signed in with your school, but no Sprout account at ${at} matches ${address}. Ask your school's Sprout administrator.`;
    case "young":
      return `${LOGIN_CARD_MESSAGE} Signing in with the school's account starts in Grade 3; your teacher has your card.`;
    case "archived":
      return "Your class was archived by its teacher. You can sign in again once it is restored.";
    case "not-configured":
      return `${at} does not offer its own sign-in on Sprout. Sign in with your Sprout username and password.`;
    case "no-school":
      return `No school on Sprout signs in with ${address}. Check the address, or sign in with your Sprout username and password.`;
    case "several-schools":
      return `Several schools on Sprout use ${address.replace(/^.*@/, "")} addresses. Use the sign-in link your school shared.`;
    case "expired":
      return "This sign-in took too long or was already used. Please start again.";
    case "failed":
      return `${at}'s sign-in did not complete. Please try again; if it keeps failing, tell your school's Sprout administrator.`;
    case "unreachable":
      return `Sprout could not reach ${at}'s sign-in just now. Please try again in a few minutes.`;
  }
}
