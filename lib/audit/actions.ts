// Words for the audit log's actions (server and browser): what an organizer reads in the table. An action without
// a label (a route named by method and path) is shown as it is.
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "class.create": "class created",
  "auth.sign_in": "signed in",
  "auth.sign_in_failed": "sign-in failed",
  "auth.google": "signed in with Google",
  "user.role_add": "role added",
  "cards.print": "login cards printed",
  "audit.export": "audit log exported",
};

export const AUDIT_OUTCOME_LABELS = { success: "Done", denied: "Refused", failed: "Failed" } as const;

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
