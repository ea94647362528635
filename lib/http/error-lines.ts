// SPEC §8: the error modal's lines. Field messages read "Label- message", one line per field (several
// messages for one field are joined); messages not tied to a field stand alone. Labels come from the form
// that sent the request, else from the shared names below, else from the field key itself.
import { ApiError } from "./client";

export const FIELD_LABELS: Record<string, string> = {
  firstname: "First name",
  lastname: "Last name",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  username: "Username",
  password: "Password",
  password1: "Password",
  password2: "Confirm password",
  terms: "Terms",
  dob: "Date of birth",
  grade: "Grade",
  country: "Country",
  schoolName: "School name",
  schoolCountry: "School country",
  className: "Class name",
  roomNumber: "Room number",
  timeLimit: "Screen time",
  level: "Level",
  title: "Title",
  text: "Text",
  token: "Link",
};

const UNLABELLED = new Set(["non_field_errors", "detail", "_", ""]);
export const GENERIC_ERROR = "Something went wrong. Please try again.";

/** "student.firstName" → "First name"; "schoolCountry" → "School country". */
export function labelFor(key: string, labels: Record<string, string> = {}): string {
  const last = key.split(".").pop() ?? key;
  const known = labels[key] ?? labels[last] ?? FIELD_LABELS[key] ?? FIELD_LABELS[last];
  if (known) return known;
  const words = last
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function errorLines(error: unknown, labels: Record<string, string> = {}): string[] {
  if (!(error instanceof ApiError)) return [GENERIC_ERROR];
  const details = (error.body as { details?: unknown } | null)?.details;
  if (!details || typeof details !== "object" || Array.isArray(details)) return error.messages;
  const lines: string[] = [];
  for (const [key, value] of Object.entries(details as Record<string, unknown>)) {
    const messages = [...new Set((Array.isArray(value) ? value : [value]).map(String))].join(" ");
    const line = UNLABELLED.has(key) ? messages : `${labelFor(key, labels)}- ${messages}`;
    if (!lines.includes(line)) lines.push(line);
  }
  return lines.length ? lines : error.messages;
}
