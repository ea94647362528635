// COPPA's line: a child under 13 needs a parent's consent before the account is used (docs/decisions/104).
export const CONSENT_AGE = 13;

/** True when someone born on `dob` (YYYY-MM-DD) is younger than 13 on `today` (UTC calendar days). */
export function isUnderConsentAge(dob: string, today: Date = new Date()): boolean {
  const [y, m, d] = dob.split("-").map(Number);
  const birthday13 = `${String(y + CONSENT_AGE).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  return today.toISOString().slice(0, 10) < birthday13;
}
