// The kinds of action the audit log names in words (server and browser; docs/decisions/196). Each kind lists the
// stored actions it covers — a named action ("class.create") or a route by method and path pattern, as
// lib/audit/request.ts stores it — the verb of its sentence, and its label in the Action filter. An action no kind
// lists reads by its method ("added", "changed", "deleted") and record type (lib/audit/words.ts).
export type AuditKind = {
  key: string;
  /** The Action filter's option. */
  label: string;
  /** The sentence's verb: "Ms Lee {verb} {record} {tail}". */
  verb: string;
  actions: readonly string[];
  /** Words after the record. */
  tail?: string;
  /** The sentence names no record. */
  record?: false;
  /** The entry removes its record: a missing one reads "a class", not "a deleted class". */
  deletes?: true;
};

export const AUDIT_KINDS: readonly AuditKind[] = [
  { key: "sign-in", label: "Signed in", verb: "signed in", actions: ["auth.sign_in", "auth.google"], record: false },
  {
    key: "sign-in-failed",
    label: "Sign-in failed",
    verb: "failed to sign in",
    actions: ["auth.sign_in_failed"],
    record: false,
  },
  {
    key: "class-create",
    label: "Class created",
    verb: "created",
    actions: ["class.create", "POST /api/academics/class"],
  },
  {
    key: "class-change",
    label: "Class changed",
    verb: "changed",
    actions: [
      "PUT /api/academics/class/[classId]",
      "PATCH /api/academics/class/[classId]",
      "PATCH /api/academics/class/[classId]/levelthreshold",
      "PATCH /api/academics/class/[classId]/screentime",
    ],
  },
  {
    key: "class-archive",
    label: "Class archived",
    verb: "archived",
    actions: ["class.archive"],
  },
  {
    key: "class-restore",
    label: "Class restored",
    verb: "restored",
    actions: ["class.restore"],
  },
  {
    key: "class-delete",
    label: "Class deleted",
    verb: "deleted",
    // Before classes were archived (docs/decisions/185) DELETE removed the class at once.
    actions: ["DELETE /api/academics/class/[classId]", "class.erase", "retention.class_erased"],
    deletes: true,
  },
  {
    key: "student-add",
    label: "Students added",
    verb: "added students to",
    actions: ["POST /api/academics/class/[classId]/student", "POST /api/academics/class/[classId]/student/file"],
  },
  {
    key: "student-change",
    label: "Student changed",
    verb: "changed",
    actions: [
      "PUT /api/academics/class/[classId]/student/[studentId]",
      "PUT /api/academics/class/[classId]/student/[studentId]/screen-time/[id]",
      "POST /api/academics/class/[classId]/student/[studentId]/level-threshold",
      "DELETE /api/academics/class/[classId]/student/[studentId]/puzzle-progress",
    ],
  },
  {
    key: "student-remove",
    label: "Student removed",
    verb: "removed",
    actions: ["DELETE /api/academics/class/[classId]/student/[studentId]"],
    deletes: true,
  },
  {
    key: "cards",
    label: "Login cards printed",
    verb: "printed the login cards of",
    actions: ["cards.print", "POST /api/teachers/class/[id]/student/[studentId]/reissue-card"],
  },
  {
    key: "role-create",
    label: "Role created",
    verb: "created",
    actions: ["POST /api/organization/role"],
  },
  {
    key: "role-delete",
    label: "Role deleted",
    verb: "deleted",
    actions: ["DELETE /api/organization/role/[id]"],
    deletes: true,
  },
  {
    key: "invitation-send",
    label: "Invitation sent",
    verb: "sent",
    actions: ["POST /api/organization/[id]/invite"],
  },
  { key: "invitation-resend", label: "Invitation sent again", verb: "sent again", actions: ["invitation.resend"] },
  {
    key: "invitation-cancel",
    label: "Invitation cancelled",
    verb: "cancelled",
    actions: ["invitation.cancel"],
    deletes: true,
  },
  {
    key: "invitation-answer",
    label: "Invitation answered",
    verb: "answered",
    actions: ["PUT /api/organization/invitations/[id]"],
  },
  {
    key: "member-change",
    label: "Role of a person changed",
    verb: "changed the role of",
    actions: ["member.update"],
  },
  {
    key: "member-remove",
    label: "Person removed",
    verb: "removed",
    actions: ["member.remove"],
    tail: "from the organization",
  },
  {
    key: "role-add",
    label: "Account type added",
    verb: "added an account type",
    actions: ["user.role_add"],
    record: false,
  },
  {
    key: "license-request",
    label: "License requested",
    verb: "requested a license",
    actions: ["POST /api/organization/license/requests/[orgId]"],
    record: false,
  },
  {
    key: "organization-create",
    label: "Organization created",
    verb: "created an organization",
    actions: ["POST /api/organization/admin"],
    record: false,
  },
  {
    key: "child-export",
    label: "A child's data downloaded",
    verb: "downloaded the data of",
    actions: ["child.export"],
  },
  {
    key: "oneroster-check",
    label: "OneRoster file checked",
    verb: "checked a OneRoster file",
    actions: ["organization.oneroster_check"],
    record: false,
  },
  {
    key: "oneroster-import",
    label: "OneRoster file imported",
    verb: "imported a OneRoster file",
    actions: ["organization.oneroster_import"],
    record: false,
  },
  {
    key: "people-csv-check",
    label: "People CSV checked",
    verb: "checked a people CSV",
    actions: ["organization.people_csv_check"],
    record: false,
  },
  {
    key: "people-csv-import",
    label: "People CSV imported",
    verb: "imported a people CSV",
    actions: ["organization.people_csv_import"],
    record: false,
  },
  {
    key: "oneroster-export",
    label: "OneRoster file exported",
    verb: "exported the organization's OneRoster file",
    actions: ["organization.oneroster_export"],
    record: false,
  },
  {
    key: "organization-export",
    label: "Organization data exported",
    verb: "exported the organization's data",
    actions: ["organization.export"],
    record: false,
  },
  {
    key: "audit-export",
    label: "Audit log exported",
    verb: "exported the audit log",
    actions: ["audit.export"],
    record: false,
  },
];

export const AUDIT_KIND_KEYS = AUDIT_KINDS.map((k) => k.key) as [string, ...string[]];

export const AUDIT_OUTCOME_LABELS = { success: "Done", denied: "Refused", failed: "Failed" } as const;
