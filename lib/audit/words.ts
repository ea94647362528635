// The audit log in plain words (docs/decisions/196): "Ms Lee created class Owls". The stored log keeps ids only
// (its hash chain is untouched); the words are rendered when the log is read. The kinds of action an organizer
// filters by are listed here (AUDIT_KINDS, shared with the browser by lib/audit/actions.ts), each naming the stored
// actions it covers: the named ones ("class.create") and the routes named by method and path pattern.
import type { AuditLog } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { displayName } from "@/lib/vocabulary";
import { AUDIT_KINDS, type AuditKind } from "./actions";

/** The stored action without a trailing slash: "POST /api/academics/class/" and ".../class" are one route. */
export function normalizeAction(action: string): string {
  return action.length > 1 ? action.replace(/\/+$/, "") : action;
}

const KIND_OF_ACTION = new Map<string, AuditKind>(
  AUDIT_KINDS.flatMap((k) => k.actions.map((a) => [normalizeAction(a), k] as const)),
);

/** The stored actions a kind covers, with and without the trailing slash a request may have carried. */
export function actionsOfKind(key: string): string[] {
  const kind = AUDIT_KINDS.find((k) => k.key === key);
  if (!kind) return [];
  return kind.actions.flatMap((a) => (a.startsWith("auth.") || !a.includes(" ") ? [a] : [a, `${a}/`]));
}

/** An unlisted route's verb, by its method. */
const METHOD_VERBS: Record<string, string> = {
  POST: "added",
  PUT: "changed",
  PATCH: "changed",
  DELETE: "deleted",
  GET: "opened",
};

/** What a record type reads as, and whether the name found is put after it ("class Owls") or alone. */
const RECORD_WORDS: Record<string, string> = {
  class: "class",
  classId: "class",
  student: "student",
  studentId: "student",
  role: "role",
  invitation: "invitation",
  invitations: "invitation",
  invite: "invitation",
  organization: "organization",
  user: "person",
  unit: "unit",
  units: "unit",
  lessons: "lesson",
  assignment: "assignment",
  comment: "comment",
  calendar: "calendar event",
  schedules: "calendar event",
  child: "child",
  requests: "license request",
};

type Names = {
  people: Map<string, string>;
  classes: Map<string, string>;
  students: Map<string, string>;
  roles: Map<string, string>;
  invitations: Map<string, { email: string; status: string }>;
  organization: { id: string; name: string };
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

/**
 * Looks up, within the organization's tenancy, the names an entry list mentions: classes filed under it, their
 * students, its roles and invitations, and people — the entries' actors (members when they acted: an entry joins
 * a chain only then) and the people a member.* entry changed (members when changed).
 */
async function lookUpNames(organization: { id: string; name: string }, entries: AuditLog[]): Promise<Names> {
  const ids = (types: string[]) => [
    ...new Set(
      entries
        .filter((e) => e.recordType && types.includes(e.recordType) && e.recordId && isUuidLike(e.recordId))
        .map((e) => e.recordId!),
    ),
  ];
  const personIds = [...new Set([...entries.flatMap((e) => (e.actorId ? [e.actorId] : [])), ...ids(["user"])])];
  const [people, classes, students, roles, invitations] = await Promise.all([
    personIds.length
      ? prisma.user.findMany({
          where: { id: { in: personIds } },
          select: { id: true, firstname: true, lastname: true, username: true },
        })
      : [],
    ids(["class", "classId"]).length
      ? prisma.class.findMany({
          where: { id: { in: ids(["class", "classId"]) }, organizationId: organization.id },
          select: { id: true, className: true },
        })
      : [],
    ids(["student", "studentId"]).length
      ? prisma.student.findMany({
          where: { id: { in: ids(["student", "studentId"]) }, class: { organizationId: organization.id } },
          select: { id: true, user: { select: { firstname: true, lastname: true, username: true } } },
        })
      : [],
    ids(["role"]).length
      ? prisma.organizationRole.findMany({
          where: { id: { in: ids(["role"]) }, organizationId: organization.id },
          select: { id: true, name: true },
        })
      : [],
    ids(["invitation", "invitations", "invite"]).length
      ? prisma.organizationInvitation.findMany({
          where: { id: { in: ids(["invitation", "invitations", "invite"]) }, organizationId: organization.id },
          select: { id: true, email: true, status: true },
        })
      : [],
  ]);
  return {
    people: new Map(people.map((u) => [u.id, displayName(u)])),
    classes: new Map(classes.map((c) => [c.id, c.className])),
    students: new Map(students.map((s) => [s.id, displayName(s.user)])),
    roles: new Map(roles.map((r) => [r.id, r.name])),
    invitations: new Map(invitations.map((i) => [i.id, { email: i.email, status: i.status }])),
    organization,
  };
}

const isUuidLike = (s: string) => /^[0-9a-f-]{36}$/i.test(s);

/** "class Owls", "a deleted class" (or "a class" when the entry is its deletion), "the invitation to …". */
function recordPhrase(e: AuditLog, names: Names, deleting: boolean): string {
  if (!e.recordType) return "";
  const word = RECORD_WORDS[e.recordType] ?? e.recordType.replace(/[-_]/g, " ");
  const id = e.recordId ?? "";
  const missing = deleting ? `${article(word)} ${word}` : `a deleted ${word}`;
  switch (word) {
    case "class": {
      const name = names.classes.get(id);
      return name ? `class ${name}` : missing;
    }
    case "student": {
      const name = names.students.get(id);
      return name ? `student ${name}` : missing;
    }
    case "role": {
      const name = names.roles.get(id);
      return name ? `role ${name}` : missing;
    }
    case "invitation": {
      const i = names.invitations.get(id);
      return i ? `the invitation to ${i.email}` : deleting ? "an invitation" : "a cancelled invitation";
    }
    case "organization":
      return id === names.organization.id ? names.organization.name : "another organization";
    case "person":
      return names.people.get(id) ?? "a former member";
    default:
      return `${article(word)} ${word}`;
  }
}

/** One entry as a sentence: who, did what, to which record. */
function sentence(e: AuditLog, names: Names): string {
  const who = (e.actorId && names.people.get(e.actorId)) || e.actorUsername || "Someone who was not signed in";
  const kind = KIND_OF_ACTION.get(normalizeAction(e.action));
  const method = /^[A-Z]+(?= \/)/.exec(e.action)?.[0];
  const deleting = kind ? kind.deletes === true : method === "DELETE";
  let verb = kind?.verb ?? (method ? METHOD_VERBS[method] : undefined) ?? "did something";
  if (kind?.key === "invitation-answer") {
    const status = e.recordId ? names.invitations.get(e.recordId)?.status : undefined;
    verb = status === "accepted" ? "accepted" : status === "declined" ? "declined" : "answered";
  }
  const what = kind?.record === false ? "" : recordPhrase(e, names, deleting);
  const refused = e.outcome === "denied" ? " (refused)" : e.outcome === "failed" ? " (it failed)" : "";
  return `${who} ${[verb, what, kind?.tail].filter(Boolean).join(" ")}${refused}`;
}

/** The entries' sentences, in their order. */
export async function auditSentences(organization: { id: string; name: string }, entries: AuditLog[]) {
  const names = await lookUpNames(organization, entries);
  return entries.map((e) => sentence(e, names));
}

/** The people who appear as actors in the organization's log, by name: the Person filter's choices. */
export async function auditPeople(organizationId: string): Promise<{ id: string; name: string }[]> {
  const actors = await prisma.auditLog.groupBy({
    by: ["actorId"],
    where: { organizationId, actorId: { not: null } },
    orderBy: { actorId: "asc" },
    take: 500,
  });
  const ids = actors.flatMap((a) => (a.actorId ? [a.actorId] : []));
  if (!ids.length) return [];
  const users = await prisma.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstname: true, lastname: true, username: true },
  });
  return users
    .map((u) => ({ id: u.id, name: `${displayName(u)} (${u.username})` }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}
