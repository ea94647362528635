// The lib/access where-filters as SQL, for the hot reads that load a dashboard in one raw statement
// (docs/decisions/150, 152). Each builder walks the same relations of ACCESS (lib/access/table.ts) as its Prisma
// twin (classes.ts, students.ts, children.ts, organizations.ts), so a rule changed in the table changes both;
// tests/api/* (the access, authorization-matrix and hostile suites) hold both to the same answers.
import { relationsFor, isOrganizer, isTeacher, type AccessActor, type Need, type Relation } from "./table";

/** Collects the parameters of one statement: `p.add(value)` returns its placeholder ($1, $2, ...). */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** organizedBy(actor) (lib/access/table.ts): an organizer membership of the organization `orgColumn` names. */
function organizedBySql(actor: AccessActor, orgColumn: string, p: SqlParams): string {
  return `EXISTS (SELECT 1 FROM organization_member om WHERE om.organization_id = ${orgColumn}
      AND om.user_id = ${p.add(actor.id)}::uuid AND om.kind = 'organizer')`;
}

function anyOfSql(fragments: (string | null)[]): string {
  const kept = fragments.filter((f): f is string => f !== null);
  return kept.length ? `(${kept.join(" OR ")})` : "false";
}

/** classesVisibleTo(actor, need) for the class row aliased `c`. */
export function classVisibleSql(actor: AccessActor, need: Need, c: string, p: SqlParams): string {
  const fragment = (relation: Relation): string | null => {
    switch (relation) {
      case "owner":
        return isTeacher(actor) ? `${c}.owner_id = ${p.add(actor.id)}::uuid` : null;
      case "coTeacher":
        return isTeacher(actor)
          ? `EXISTS (SELECT 1 FROM class_teacher ct WHERE ct.class_id = ${c}.id AND ct.teacher_id = ${p.add(actor.id)}::uuid)`
          : null;
      case "organizer":
        return isOrganizer(actor) ? organizedBySql(actor, `${c}.organization_id`, p) : null;
      default:
        return null;
    }
  };
  return `(${c}.archived_at IS NULL AND ${anyOfSql(relationsFor("class", need).map(fragment))})`;
}

/** studentsVisibleTo(actor, need) for the student row aliased `s`. */
export function studentVisibleSql(actor: AccessActor, need: Need, s: string, p: SqlParams): string {
  const viaClass = (condition: string) =>
    `EXISTS (SELECT 1 FROM class sc WHERE sc.id = ${s}.class_id AND ${condition})`;
  const fragment = (relation: Relation): string | null => {
    switch (relation) {
      case "owner":
        return isTeacher(actor) ? viaClass(`sc.owner_id = ${p.add(actor.id)}::uuid`) : null;
      case "coTeacher":
        return isTeacher(actor)
          ? `EXISTS (SELECT 1 FROM class_teacher ct WHERE ct.class_id = ${s}.class_id AND ct.teacher_id = ${p.add(actor.id)}::uuid)`
          : null;
      case "parent":
        return actor.roles.includes("parent")
          ? `EXISTS (SELECT 1 FROM parent_child pc WHERE pc.child_id = ${s}.user_id AND pc.parent_id = ${p.add(actor.id)}::uuid)`
          : null;
      case "self":
        return actor.roles.includes("student") ? `${s}.user_id = ${p.add(actor.id)}::uuid` : null;
      case "organizer":
        return isOrganizer(actor) ? viaClass(organizedBySql(actor, "sc.organization_id", p)) : null;
      default:
        return null;
    }
  };
  return `(${notInArchivedClassSql(s)} AND ${anyOfSql(relationsFor("student", need).map(fragment))})`;
}

/** IN_ARCHIVED_CLASS (lib/access/students.ts) negated, for the student row aliased `s`. */
export function notInArchivedClassSql(s: string): string {
  return `NOT EXISTS (SELECT 1 FROM class ac WHERE ac.id = ${s}.class_id AND ac.archived_at IS NOT NULL)`;
}

/** childrenVisibleTo(actor) (lib/access/children.ts) for the child's user row aliased `u`. */
export function childVisibleSql(actor: Pick<AccessActor, "id">, u: string, p: SqlParams): string {
  return `(${u}.is_student AND EXISTS (SELECT 1 FROM parent_child pc WHERE pc.child_id = ${u}.id AND pc.parent_id = ${p.add(actor.id)}::uuid))`;
}

/** organizationsVisibleTo(actor, need) (lib/access/organizations.ts) for the organization row aliased `o`. */
export function organizationVisibleSql(actor: AccessActor, need: Need, o: string, p: SqlParams): string {
  const membership = (organizerOnly: boolean) =>
    `EXISTS (SELECT 1 FROM organization_member om WHERE om.organization_id = ${o}.id
      AND om.user_id = ${p.add(actor.id)}::uuid${organizerOnly ? ` AND om.kind = 'organizer'` : ""})`;
  const fragment = (relation: Relation): string | null => {
    switch (relation) {
      case "member":
        return isTeacher(actor) || actor.roles.includes("organizer") ? membership(false) : null;
      case "organizer":
        return actor.roles.includes("organizer") ? membership(true) : null;
      default:
        return null;
    }
  };
  return anyOfSql(relationsFor("organization", need).map(fragment));
}
