// The two-way check of a wire shape (docs/decisions/259): a body fits its schema when every schema field is there
// with its type (zod's parse) and no field is there that the schema lacks (zod strips unknown keys silently, so
// the parsed copy is compared with the body). call() (./http.ts) runs it on every JSON success a route answers.
import type { ZodType } from "zod";
import { isByStatus, isEdgeResponse, type ResponseSpec } from "@/lib/api/response";

/** Paths in `body` that `parsed` (zod's output for it) dropped: the fields the schema does not declare. */
export function extraKeys(body: unknown, parsed: unknown, at = "$"): string[] {
  if (Array.isArray(body) && Array.isArray(parsed))
    return body.flatMap((item, i) => extraKeys(item, parsed[i], `${at}[${i}]`));
  if (!isRecord(body) || !isRecord(parsed)) return [];
  return Object.keys(body).flatMap((key) =>
    key in parsed ? extraKeys(body[key], parsed[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The JSON schemas a route declares for `status`: one by status, else every JSON answer it names. */
export function schemasFor(response: ResponseSpec | undefined, status: number): ZodType[] {
  if (response === undefined) return [];
  if (isByStatus(response)) {
    const answer = response.answers[status];
    return answer && !isEdgeResponse(answer) ? [answer as ZodType] : [];
  }
  const answers = Array.isArray(response) ? response : [response];
  return answers.filter((a): a is ZodType => !isEdgeResponse(a));
}

/** Why `body` does not fit any of `schemas` both ways, or null when it fits one. */
export function wireMismatch(schemas: ZodType[], body: unknown): string | null {
  const problems: string[] = [];
  for (const schema of schemas) {
    const result = schema.safeParse(body);
    if (!result.success) {
      problems.push(result.error.issues.map((i) => `${i.path.join(".") || "$"}: ${i.message}`).join("; "));
      continue;
    }
    const extra = extraKeys(body, result.data);
    if (extra.length === 0) return null;
    problems.push(`fields the schema lacks: ${extra.join(", ")}`);
  }
  return problems.length ? problems.join(" | or | ") : null;
}
