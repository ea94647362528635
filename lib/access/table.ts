// Who may read, write and delete each shared record: the one table of tenancy (docs/decisions/060).
// Every relation is a Prisma where-fragment (lib/access/<record>.ts), so a rule is applied inside the query
// and a record the actor may not see answers 404 exactly like a missing one.
import type { Actor } from "@/lib/auth/authenticate";

// No organizationId: the user's current organization grants nothing; organizer rights are membership rows
// (OrganizationMember kind "organizer") of the record's own organization (docs/decisions/161).
export type AccessActor = Pick<Actor, "id" | "roles">;

export type Need = "read" | "write" | "delete";

/**
 * How an actor can stand to a record:
 * - owner: the teacher who created the class (and so owns its students, units, comments' class);
 * - coTeacher: a teacher who accepted the owner's invitation to the class;
 * - parent: a parent linked to the child's account (ParentChild);
 * - self: the person the record is about (a student's own Student row, a user's own account);
 * - organizer: an organizer member (OrganizationMember kind "organizer") of the organization the record belongs
 *   to; never the actor's current organization (docs/decisions/161);
 * - author: the teacher who wrote a comment, or started an import job;
 * - addressee: the teacher whose email or username an invitation names;
 * - participant: the teacher or the parent of a conversation; for write, only while the teacher still teaches
 *   the child's class and the parent is still linked to the child (lib/access/conversations.ts);
 * - member: a teacher or organizer who belongs to an organization (OrganizationMember, docs/decisions/130).
 */
export type Relation =
  "owner" | "coTeacher" | "parent" | "self" | "organizer" | "author" | "addressee" | "participant" | "member";

type Rules = Record<Need, readonly Relation[]>;

export const ACCESS = {
  // Co-teachers teach: they read and change the class and its students; only the owner deletes either.
  class: { read: ["owner", "coTeacher", "organizer"], write: ["owner", "coTeacher"], delete: ["owner"] },
  student: {
    read: ["owner", "coTeacher", "parent", "self", "organizer"],
    write: ["owner", "coTeacher"],
    delete: ["owner"],
  },
  // A child's work in the lesson (issue 39): the live tiles, programs, notes and the term report. Only the class's
  // teachers; an organizer sees figures, never a child's programs (docs/decisions/263).
  classWork: { read: ["owner", "coTeacher"], write: ["owner", "coTeacher"], delete: [] },
  // Every teacher of the class reads a comment on its student; only its author changes or deletes it.
  comment: { read: ["owner", "coTeacher"], write: ["author"], delete: ["author"] },
  // A student file's import job: its creator follows its progress, also before it has created its class (issue 41).
  importJob: { read: ["author"], write: [], delete: [] },
  // An invitation to co-teach: the owner sees what they sent; only the teacher it names answers it.
  classInvitation: { read: ["owner", "addressee"], write: ["addressee"], delete: ["owner"] },
  // A person's account: themself, and an organizer of their organization may read it.
  user: { read: ["self", "organizer"], write: ["self"], delete: [] },
  // A conversation about a child: only its teacher and its parent; organizers never read messages, they see
  // counts and reported messages (docs/decisions/120). Nobody deletes one.
  conversation: { read: ["participant"], write: ["participant"], delete: [] },
  // An organization: its members (teachers and organizers) see it (to file a class under it); only its
  // organizers manage it (people, invitations, roles, licenses, analytics, audit log). Creating one and
  // granting licenses is the deployment administrator's (lib/auth/admin.ts), not a relation. Nobody deletes one.
  organization: { read: ["member", "organizer"], write: ["organizer"], delete: [] },
  // An invitation to join an organization: its organizers see what was sent; only the person it is addressed to
  // (their verified e-mail), while it is pending and unexpired, answers it, once (docs/decisions/133).
  organizationInvitation: { read: ["organizer", "addressee"], write: ["addressee"], delete: [] },
  // Records of the coming issues get their row here and their file beside this one: payment.
} as const satisfies Record<string, Rules>;

export type AccessRecord = keyof typeof ACCESS;

export function relationsFor(record: AccessRecord, need: Need): readonly Relation[] {
  return ACCESS[record][need];
}

export const isTeacher = (a: AccessActor) => a.roles.includes("teacher");
export const isOrganizer = (a: AccessActor) => a.roles.includes("organizer");

/** "An organizer membership of that organization" as the Prisma filter of an Organization. */
export const organizedBy = (a: AccessActor) => ({
  memberships: { some: { userId: a.id, kind: "organizer" as const } },
});

/** OR of the fragments the actor qualifies for; an actor with none gets a filter that matches nothing. */
export function anyOf<W extends object>(fragments: (W | null)[], nothing: W): W | { OR: W[] } {
  const kept = fragments.filter((f): f is W => f !== null);
  return kept.length ? { OR: kept } : nothing;
}
