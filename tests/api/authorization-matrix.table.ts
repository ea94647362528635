// The authorization matrix's expectations: every API route and method × ten identities → the status they get.
// tests/api/authorization-matrix.test.ts fails for a route file or method without a row here, so every new
// endpoint lands with its row. Rules (docs/decisions/060): anonymous → 401; a role without the permission → 403;
// someone else's record → 404 (a missing and a forbidden record answer alike); a co-teacher who may read but not
// delete → 403. Public routes answer every identity alike.
// The rows live by area in tests/api/authorization-matrix/ (a new route's row goes into its area's file); the
// identities, the world, a row's shape and the expectation builders in tests/api/authorization-matrix/shared.ts.

import { ACCOUNT_ROWS } from "./authorization-matrix/accounts";
import { CHAT_ROWS } from "./authorization-matrix/chat";
import { CLASS_ROWS } from "./authorization-matrix/classes";
import { CURRICULUM_ROWS } from "./authorization-matrix/curriculum";
import { LICENSE_ROWS } from "./authorization-matrix/licenses";
import { ORGANIZATION_ROWS } from "./authorization-matrix/organizations";
import { PARENT_ROWS } from "./authorization-matrix/parents";
import { PAYMENT_ROWS } from "./authorization-matrix/payments";
import { PUBLIC_ROWS } from "./authorization-matrix/public";
import type { Row, Rows } from "./authorization-matrix/shared";
import { STUDENT_ROWS } from "./authorization-matrix/students";
import { TEACHER_OWN_ROWS } from "./authorization-matrix/teacher-own";

export { IDENTITIES, type Identity, type Row, type World } from "./authorization-matrix/shared";
export { assignmentBody } from "./authorization-matrix/curriculum";

/** The areas' rows as one record; a route and method in two areas is a mistake (one literal would not compile). */
function assemble(...areas: Rows[]): Record<string, Row> {
  const out: Record<string, Row> = {};
  for (const area of areas) {
    for (const [key, row] of Object.entries(area)) {
      if (key in out) throw new Error(`authorization matrix: two rows for ${key}`);
      out[key] = row;
    }
  }
  return out;
}

export const MATRIX: Record<string, Row> = assemble(
  TEACHER_OWN_ROWS,
  CLASS_ROWS,
  STUDENT_ROWS,
  CURRICULUM_ROWS,
  CHAT_ROWS,
  LICENSE_ROWS,
  ACCOUNT_ROWS,
  PARENT_ROWS,
  PAYMENT_ROWS,
  PUBLIC_ROWS,
  ORGANIZATION_ROWS,
);
