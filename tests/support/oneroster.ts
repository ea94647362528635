// OneRoster helpers of the integration tests (tests/api/oneroster*.test.ts): an organizer with their organization,
// the preview, an import waited for as the progress bar waits, and a teacher's sign-up from their mailed link.
import { expect } from "vitest";
import { POST as adminPOST } from "@/app/api/organization/admin/route";
import { POST as rosterPOST } from "@/app/api/organization/[id]/oneroster/route";
import { GET as jobGET } from "@/app/api/organization/[id]/oneroster/[importId]/route";
import { POST as registerPOST } from "@/app/api/auth/registration/route";
import { prisma } from "@/lib/db/client";
import { call } from "./http";
import { createSignedIn } from "./factories";
import { lastMailTo, linkIn } from "./mailbox";
import { rosterForm, zipOf, type Files } from "../fixtures/oneroster";

export const PASSWORD = "Blue-Kite-Morning-7";

export async function organizerWithOrganization(code = "MAPLE-GROVE", name = "Maple Grove Elementary") {
  const o = await createSignedIn({ role: "organizer" });
  const res = await call(adminPOST, { token: o.token, body: { name, description: "", invite_code: code } });
  expect(res.status).toBe(201);
  return { ...o, orgId: res.body.id as string };
}

export type Org = Awaited<ReturnType<typeof organizerWithOrganization>>;

export function preview(o: Org, files: Files | Uint8Array) {
  const bytes = files instanceof Uint8Array ? files : zipOf(files);
  return call(rosterPOST, { token: o.token, params: { id: o.orgId }, form: rosterForm(bytes, { dryRun: "true" }) });
}

/** Imports and waits for the job to end (polling its status, as the progress bar does). */
export async function importRoster(o: Org, files: Files, fields: Record<string, string> = {}, timeoutMs = 60_000) {
  const res = await call(rosterPOST, {
    token: o.token,
    params: { id: o.orgId },
    form: rosterForm(zipOf(files), fields),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await call(jobGET, { token: o.token, params: { id: o.orgId, importId: res.body.id } });
    expect(job.status).toBe(200);
    if (job.body.status === "succeeded" || job.body.status === "failed") return job.body;
    if (Date.now() > deadline) throw new Error(`import still ${job.body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A teacher signs up from the last invitation mailed to them. */
export async function signUpFromMail(email: string, username: string) {
  const link = new URL(linkIn(lastMailTo(email))!);
  const res = await call(registerPOST, {
    body: {
      role: "teacher",
      email,
      username,
      firstname: "From",
      lastname: "Roster",
      password1: PASSWORD,
      password2: PASSWORD,
      terms: true,
      schoolCountry: "Canada",
      schoolName: "Maple Grove",
      invitation: link.searchParams.get("invitation"),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return prisma.user.findUniqueOrThrow({ where: { username } });
}

/** What an organization holds from its OneRoster files. */
export const rosterCounts = async (orgId: string) => ({
  classes: await prisma.class.count({ where: { organizationId: orgId, archivedAt: null } }),
  students: await prisma.student.count({ where: { class: { organizationId: orgId } } }),
  people: await prisma.rosterPerson.count({ where: { organizationId: orgId } }),
  invitations: await prisma.organizationInvitation.count({ where: { organizationId: orgId } }),
});
