// Text no field may hold, checked once for every route (params, query, body, the headers the wrapper reads):
// NUL (PostgreSQL refuses it in text, which surfaced as a 500) and lone UTF-16 surrogates (not encodable as
// UTF-8; they were silently stored as U+FFFD). Deep nesting is refused before any recursive code meets it: 32
// levels for every route, more only where a route names a deeper shape it accepts (a child's Blockly program,
// whose blocks nest two levels each: docs/decisions/162).
import type { FieldErrors } from "./errors";

export const NUL_MESSAGE = "This field must not contain NUL characters.";
export const SURROGATE_MESSAGE = "This field contains an invalid character (an unpaired surrogate).";
export const DEPTH_MESSAGE = "This value is nested too deeply.";
export const MAX_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function unsafeTextProblem(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/**
 * Field errors for every unsafe string (values and object keys) in `value`, named by their path
 * (`student.firstName`, `units.0.title`; `prefix` names where the value came from when it is not the body).
 * Iterative, so a hostile nesting depth cannot overflow the stack.
 */
export function unsafeTextErrors(value: unknown, prefix = "", maxDepth = MAX_DEPTH): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    const key = path || "non_field_errors";
    if (!errors[key]?.includes(message)) (errors[key] ??= []).push(message);
  };
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: prefix, depth: 0 }];
  while (stack.length) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === "string") {
      const problem = unsafeTextProblem(v);
      if (problem) add(path, problem);
      continue;
    }
    if (!v || typeof v !== "object" || v instanceof Blob) continue;
    if (depth >= maxDepth) {
      add(path, DEPTH_MESSAGE);
      continue;
    }
    for (const [k, child] of Object.entries(v)) {
      const childPath = path ? `${path}.${k}` : k;
      const keyProblem = unsafeTextProblem(k);
      if (keyProblem) add(path ? `${path}.${JSON.stringify(k)}` : JSON.stringify(k), keyProblem);
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return errors;
}
