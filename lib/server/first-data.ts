// The first data of the dashboards, read on the server through the same services the API routes call (never
// over HTTP to ourselves) and handed to React Query under the hooks' keys (components/shell/prefilled.tsx,
// docs/decisions/155). Whatever the first screen would fetch on its own is read here, in parallel where the
// steps do not depend on each other; a failure leaves that entry out and the browser fetches it as before.
import "server-only";
import type { QueryKey } from "@tanstack/react-query";
import { activityKeys } from "@/lib/activity/keys";
import { getStudentInfo } from "@/lib/activity/home";
import type { Actor } from "@/lib/auth/authenticate";
import { currentActor } from "@/lib/auth/guard";
import type { Role } from "@/lib/auth/roles";
import { listMyInvitations } from "@/lib/classes/invitations";
import { keys } from "@/lib/classes/keys";
import { listClasses } from "@/lib/classes/service";
import { listChildren } from "@/lib/parents/children";
import { listFriendRequests } from "@/lib/parents/friends";
import { parentKeys } from "@/lib/parents/keys";
import { getChildBlockProgress } from "@/lib/parents/progress";
import { getProgressSummary, getStudentProgress } from "@/lib/progress/service";
import { listStudents } from "@/lib/students/service";
import { myInvitations } from "@/lib/organizations/invitations";
import { ORGANIZATION_PAGE_SIZE, organizationKeys } from "@/lib/organizations/keys";
import { listMyOrganizations } from "@/lib/organizations/organizations";
import { listMembers } from "@/lib/organizations/people";

/** One query's first data, read through the service its API route calls. */
export type FirstData = { queryKey: QueryKey; data: unknown };

async function entry(queryKey: FirstData["queryKey"], read: Promise<unknown>): Promise<FirstData[]> {
  try {
    return [{ queryKey, data: await read }];
  } catch {
    return []; // the hook fetches it in the browser and shows its own error there
  }
}

/** The signed-in actor when they hold `role` (the layout shows the sign-in or wrong-role page otherwise). */
async function actorWith(role: Role): Promise<Actor | null> {
  const actor = await currentActor();
  return actor?.roles.includes(role) ? actor : null;
}

/** /teachers: classes and invitations; for the first class its roster and summary; for its first student the progress. */
export async function teacherFirstData(): Promise<FirstData[]> {
  const actor = await actorWith("teacher");
  if (!actor) return [];
  const [classes, invitations] = await Promise.all([
    listClasses(actor).catch(() => null),
    entry(keys.invitations, listMyInvitations(actor)),
  ]);
  if (!classes) return invitations;
  const first = classes[0];
  const out: FirstData[] = [{ queryKey: keys.classes, data: classes }, ...invitations];
  if (!first) return out;
  const [students, summary] = await Promise.all([
    listStudents(actor, first.id).catch(() => null),
    entry(keys.summary(first.id), getProgressSummary(actor, first.id)),
  ]);
  out.push(...summary);
  if (!students) return out;
  out.push({ queryKey: keys.students(first.id), data: students });
  const student = students[0];
  if (!student) return out;
  // Comments stay in the browser: they show dates in the reader's locale and time zone, which the server
  // cannot know (the server's text would not match the browser's and React would render the panel again).
  return [
    ...out,
    ...(await entry(keys.progress(first.id, student.id), getStudentProgress(actor, first.id, student.id))),
  ];
}

/** /parents: the children, the family's friend requests and the first child's units. */
export async function parentFirstData(): Promise<FirstData[]> {
  const actor = await actorWith("parent");
  if (!actor) return [];
  const [children, friends] = await Promise.all([
    listChildren(actor).catch(() => null),
    entry(parentKeys.friends, listFriendRequests(actor)),
  ]);
  if (!children) return friends;
  const out: FirstData[] = [{ queryKey: parentKeys.children, data: children }, ...friends];
  const first = children[0];
  if (first) out.push(...(await entry(parentKeys.units(first.id), getChildBlockProgress(actor, first.id))));
  return out;
}

/** /students: the student's own information (the rest of the page is rendered on the server already). */
export function studentFirstData(actor: Actor): Promise<FirstData[]> {
  return entry(activityKeys.info, getStudentInfo(actor));
}

/**
 * /organizers: the caller's organizations and their own invitations; for the organization the page opens on
 * (`?org=`, else the current one, else the first they organize) the first page of People when that is the tab.
 */
export async function organizerFirstData(search: { org?: string; tab?: string }): Promise<FirstData[]> {
  const actor = await actorWith("organizer");
  if (!actor) return [];
  const [orgs, invitations] = await Promise.all([
    listMyOrganizations(actor).catch(() => null),
    entry(organizationKeys.myInvitations, myInvitations(actor)),
  ]);
  if (!orgs) return invitations;
  const out: FirstData[] = [{ queryKey: organizationKeys.mine, data: orgs }, ...invitations];
  const organized = orgs.filter((o) => o.kind === "organizer");
  const open = organized.find((o) => o.id === search.org) ?? organized.find((o) => o.current) ?? organized[0];
  if (!open || (search.tab && search.tab !== "people")) return out;
  const firstPage = { page: 1, pageSize: ORGANIZATION_PAGE_SIZE };
  return [...out, ...(await entry(organizationKeys.members(open.id, 1), listMembers(actor, open.id, firstPage)))];
}
