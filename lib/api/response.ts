// What a route answers on success, declared beside its input schemas (`response` in the route options) so the
// OpenAPI document (lib/api/openapi.ts) describes it: a zod schema of the JSON body the serializers build, or one
// of the edge answers the wrapper sends for FileResult, StreamResult, RedirectResult or nothing (204).
import type { ZodType } from "zod";

export type EdgeResponse =
  | { kind: "file"; contentTypes: readonly string[]; description: string }
  | { kind: "stream"; description: string }
  | { kind: "redirect"; status: number; description: string }
  | { kind: "empty"; description: string };

/** One success answer: JSON (a zod schema) or an edge answer. */
export type SuccessAnswer = ZodType | EdgeResponse;
/** Answers by status, for a route whose `status` option is a function of its result (200 preview, 201, 202 job). */
export type ByStatus = { kind: "statuses"; answers: Readonly<Record<number, SuccessAnswer>> };
/** A single answer, several at the same status (JSON or a file by the query), or answers by status. */
export type ResponseSpec = SuccessAnswer | readonly SuccessAnswer[] | ByStatus;

/** Answers by status: `byStatus({ 200: preview, 201: created, 202: job })`. */
export function byStatus<M extends Record<number, SuccessAnswer>>(answers: M): { kind: "statuses"; answers: M } {
  return { kind: "statuses", answers };
}

/** A file download (PDF, CSV, ICS, zip): `FileResult`. */
export function fileResponse(description: string, ...contentTypes: string[]): EdgeResponse {
  return { kind: "file", contentTypes, description };
}

/** Server-Sent Events (`StreamResult`): the chat's live stream. */
export function streamResponse(description: string): EdgeResponse {
  return { kind: "stream", description };
}

/** A redirect (`RedirectResult`), 303 unless named. */
export function redirectResponse(description: string, status = 303): EdgeResponse {
  return { kind: "redirect", status, description };
}

/** 204 No Content: the handler returns nothing. */
export const noContent: EdgeResponse = { kind: "empty", description: "Done; no body." };

export function isEdgeResponse(spec: unknown): spec is EdgeResponse {
  return typeof spec === "object" && spec !== null && "kind" in spec && spec.kind !== "statuses" && !("_zod" in spec);
}

export function isByStatus(spec: unknown): spec is ByStatus {
  return typeof spec === "object" && spec !== null && "kind" in spec && spec.kind === "statuses";
}
