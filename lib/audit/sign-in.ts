// Sign-ins in the audit log (docs/decisions/140): every password, card, Google and school sign-in, and every failed one.
// A failed attempt names the username or address that was typed — never the password.
import { randomUUID } from "node:crypto";
import { rolesOf } from "@/lib/auth/roles";
import type { User } from "@/lib/generated/prisma/client";
import { AppError, STATUS } from "@/lib/http/errors";
import { recordAudit } from "./record";

export type SignInContext = { ip: string; userAgent?: string; requestId?: string };

type Account = Pick<
  User,
  "id" | "username" | "organizationId" | "isStudent" | "isTeacher" | "isParent" | "isOrganizer"
>;

export function recordSignIn(
  how: "password" | "card" | "google" | "school",
  context: SignInContext,
  outcome: { user: Account } | { user: Account | null; attempted: string; error: unknown },
): Promise<void> {
  const { user } = outcome;
  const failed = "error" in outcome;
  const status = !failed ? 200 : outcome.error instanceof AppError ? STATUS[outcome.error.code] : 500;
  return recordAudit({
    action: failed ? "auth.sign_in_failed" : "auth.sign_in",
    // A failed attempt has no actor: nobody proved who they are. The account it aimed at is its record.
    actor: user && !failed ? { id: user.id, username: user.username, roles: rolesOf(user) } : null,
    organizationId: user?.organizationId ?? null,
    record: user ? { type: "user", id: user.id } : null,
    ip: context.ip,
    userAgent: context.userAgent ?? "",
    requestId: context.requestId ?? randomUUID(),
    status,
    details: { method: how, ...(failed && { username: outcome.attempted }) },
  });
}
