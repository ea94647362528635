// Licenses (issue 12, SPEC §7 Organizer; docs/decisions/135, 136): the administrator's catalog, an organization's
// requests, the administrator's answer, and what a granted license opens for the organization's students.
import { describe, expect, it } from "vitest";
import { GET as catalogGET } from "@/app/api/organization/license/route";
import { POST as licensePOST } from "@/app/api/organization/license/admin/route";
import { DELETE as licenseDELETE } from "@/app/api/organization/license/admin/[id]/route";
import { GET as queueGET } from "@/app/api/organization/license/requests/route";
import { POST as requestPOST } from "@/app/api/organization/license/requests/[orgId]/route";
import { PUT as answerPUT } from "@/app/api/organization/license/requests/[orgId]/[requestId]/route";
import { prisma } from "@/lib/db/client";
import { entitlementsFor } from "@/lib/entitlements/entitlements";
import { findPack } from "@/lib/puzzles/content";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { attempt, signInStudent, solutionOf } from "../support/activity";
import {
  catalogLicense,
  grantLicense,
  memberTeacherWithClass,
  organizationWithOrganizer,
  studentIn,
} from "../support/licenses";

const DAY_MS = 86_400_000;
const classroom = { name: "Classroom", description: "For one class", price: 120, duration: 365, seats: 30 };

const ask = (token: string, orgId: string, license: string) =>
  call(requestPOST, { token, params: { orgId }, body: { license } });
const answer = (token: string, orgId: string, requestId: string, status: "granted" | "declined") =>
  call(answerPUT, { token, method: "PUT", params: { orgId, requestId }, body: { status } });

/** The administrator (the deployment's first organizer) and a second organizer of another organization. */
async function twoOrganizations(nameA = "Hillside School", nameB = "Hillside School") {
  const a = await organizationWithOrganizer(nameA);
  const b = await organizationWithOrganizer(nameB);
  return { admin: a, other: b };
}

describe("the license catalog", () => {
  it("the administrator creates a license that every organizer then sees in the catalog", async () => {
    const { admin, other } = await twoOrganizations();
    const res = await call(licensePOST, { token: admin.organizer.token, body: classroom });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: "Classroom", price: "120.00", priceCents: 12000, duration: 365, seats: 30 });

    const seen = await call(catalogGET, { token: other.organizer.token });
    expect(seen.status).toBe(200);
    expect(seen.body.licenses.map((l: { name: string }) => l.name)).toEqual(["Classroom"]);
    expect(seen.body.admin).toBe(false);
    expect((await call(catalogGET, { token: admin.organizer.token })).body.admin).toBe(true);
  });

  it("only the administrator creates or deletes licenses; teachers and the anonymous are refused", async () => {
    const { other } = await twoOrganizations();
    const teacher = await createSignedIn({ role: "teacher" });
    expect((await call(licensePOST, { token: other.organizer.token, body: classroom })).status).toBe(403);
    expect((await call(licensePOST, { token: teacher.token, body: classroom })).status).toBe(403);
    expect((await call(licensePOST, { body: classroom })).status).toBe(401);
    const license = await catalogLicense();
    const del = await call(licenseDELETE, { token: other.organizer.token, params: { id: license.id } });
    expect(del.status).toBe(403);
    expect(await prisma.license.count({ where: { deletedAt: null } })).toBe(1);
    expect((await call(catalogGET, { token: teacher.token })).status).toBe(403);
  });

  it("refuses prices, durations and seats out of bounds, naming the field", async () => {
    const { admin } = await twoOrganizations();
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, "price"],
      [{ price: "12.345" }, "price"],
      [{ price: 2_000_000 }, "price"],
      [{ price: "free" }, "price"],
      [{ duration: 0 }, "duration"],
      [{ duration: 3651 }, "duration"],
      [{ duration: 1.5 }, "duration"],
      [{ seats: 0 }, "seats"],
      [{ seats: 1e9 }, "seats"],
      [{ name: "  " }, "name"],
      [{ name: "x".repeat(101) }, "name"],
    ];
    for (const [change, field] of cases) {
      const res = await call(licensePOST, { token: admin.organizer.token, body: { ...classroom, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.body.details ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect(await prisma.license.count()).toBe(0);
    // Price as text with cents, and seats left out (30).
    const ok = await call(licensePOST, {
      token: admin.organizer.token,
      body: { ...classroom, price: "99.5", seats: undefined },
    });
    expect(ok.body).toMatchObject({ price: "99.50", seats: 30 });
  });

  it("deleting archives the license: pending requests are declined, granted ones run to their expiry", async () => {
    const { admin, other } = await twoOrganizations();
    const license = await catalogLicense();
    const pending = await ask(other.organizer.token, other.org.id, license.id);
    const granted = await prisma.licenseRequest.create({
      data: {
        organizationId: admin.org.id,
        licenseId: license.id,
        status: "granted",
        seats: 30,
        startsAt: new Date(),
        expiresAt: new Date(Date.now() + DAY_MS),
      },
    });
    const res = await call(licenseDELETE, { token: admin.organizer.token, params: { id: license.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: license.id, declinedRequests: 1 });
    expect((await call(catalogGET, { token: other.organizer.token })).body.licenses).toEqual([]);
    expect((await prisma.licenseRequest.findUniqueOrThrow({ where: { id: pending.body.id } })).status).toBe("declined");
    expect((await prisma.licenseRequest.findUniqueOrThrow({ where: { id: granted.id } })).status).toBe("granted");
    // Gone from the catalog: a second delete and a new request both answer 404.
    expect((await call(licenseDELETE, { token: admin.organizer.token, params: { id: license.id } })).status).toBe(404);
    const again = await ask(other.organizer.token, other.org.id, license.id);
    expect(again.status).toBe(404);
  });
});

describe("requests and grants", () => {
  it("an organizer requests for their own organization; another organization answers 404, a teacher member 403", async () => {
    const { admin, other } = await twoOrganizations();
    const license = await catalogLicense();
    const mine = await ask(other.organizer.token, other.org.id, license.id);
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      organizationId: other.org.id,
      status: "pending",
      license: { name: "Classroom" },
    });
    // The same organization asking twice while waiting: 409.
    const twice = await ask(other.organizer.token, other.org.id, license.id);
    expect(twice.status).toBe(409);
    // Another organization (even one with the same name): 404, and nothing written.
    const theirs = await ask(other.organizer.token, admin.org.id, license.id);
    expect(theirs.status).toBe(404);
    const teacher = await memberTeacherWithClass(other.org.id);
    expect((await ask(teacher.token, other.org.id, license.id)).status).toBe(403);
    expect(await prisma.licenseRequest.count()).toBe(1);
  });

  it("the administrator sees the queue and grants: start now, expiry after the duration, the license's seats", async () => {
    const { admin, other } = await twoOrganizations();
    const license = await catalogLicense({ durationDays: 90, seats: 25 });
    const req = await ask(other.organizer.token, other.org.id, license.id);
    const queue = await call(queueGET, { token: admin.organizer.token });
    expect(queue.status).toBe(200);
    expect(queue.body.map((r: { id: string }) => r.id)).toEqual([req.body.id]);
    expect((await call(queueGET, { token: other.organizer.token })).status).toBe(403);

    // The answer names the request's organization: under another organization's id it is not found.
    const wrongOrg = await answer(admin.organizer.token, admin.org.id, req.body.id, "granted");
    expect(wrongOrg.status).toBe(404);
    const notAdmin = await answer(other.organizer.token, other.org.id, req.body.id, "granted");
    expect(notAdmin.status).toBe(403);

    const before = Date.now();
    const res = await answer(admin.organizer.token, other.org.id, req.body.id, "granted");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "granted", seats: 25, expired: false });
    const start = Date.parse(res.body.startsAt);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(res.body.expiresAt) - start).toBe(90 * DAY_MS);
    // Answered once: a second answer is a conflict, and the grant stands.
    const again = await answer(admin.organizer.token, other.org.id, req.body.id, "declined");
    expect(again.status).toBe(409);
    // The organizer sees their grant with its expiry; the administrator's own organization has none.
    const seen = await call(catalogGET, { token: other.organizer.token });
    expect(seen.body.requests).toEqual([
      expect.objectContaining({ id: req.body.id, status: "granted", expiresAt: res.body.expiresAt }),
    ]);
    expect((await call(catalogGET, { token: admin.organizer.token })).body.requests).toEqual([]);
  });

  it("a declined request carries no terms and the organization may ask again", async () => {
    const { admin, other } = await twoOrganizations();
    const license = await catalogLicense();
    const body = { license: license.id };
    const req = await ask(other.organizer.token, other.org.id, body.license);
    const res = await answer(admin.organizer.token, other.org.id, req.body.id, "declined");
    expect(res.body).toMatchObject({ status: "declined", seats: null, startsAt: null, expiresAt: null });
    const next = await ask(other.organizer.token, other.org.id, body.license);
    expect(next.status).toBe(201);
  });
});

describe("what a school license opens", () => {
  it("a student of a class under a licensed organization gets the extra packs; another organization's does not", async () => {
    const { admin, other } = await twoOrganizations();
    const licensed = await memberTeacherWithClass(admin.org.id);
    const unlicensed = await memberTeacherWithClass(other.org.id);
    const ours = await studentIn(licensed.token, licensed.classId);
    const theirs = await studentIn(unlicensed.token, unlicensed.classId);
    const grant = await grantLicense(admin.org.id);

    expect(await entitlementsFor(ours.userId)).toEqual({ plan: "school", extraPacks: true });
    expect(await entitlementsFor(theirs.userId)).toEqual({ plan: "free", extraPacks: false });
    const puzzle = findPack("orange-challenges")!.puzzles[0]!.id;
    expect((await attempt(await signInStudent(ours.id), puzzle, solutionOf(puzzle))).status).toBe(200);
    expect((await attempt(await signInStudent(theirs.id), puzzle, solutionOf(puzzle))).status).toBe(403);

    // After the expiry the packs close again.
    await prisma.licenseRequest.update({ where: { id: grant.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await entitlementsFor(ours.userId)).toEqual({ plan: "free", extraPacks: false });
    const next = findPack("orange-challenges")!.puzzles[1]!.id;
    expect((await attempt(await signInStudent(ours.id), next, solutionOf(next))).status).toBe(403);
  });

  it("a pending or declined request, or a grant not yet started, opens nothing", async () => {
    const { admin } = await twoOrganizations();
    const teacher = await memberTeacherWithClass(admin.org.id);
    const kid = await studentIn(teacher.token, teacher.classId);
    const license = await catalogLicense();
    await prisma.licenseRequest.createMany({
      data: [
        { organizationId: admin.org.id, licenseId: license.id, status: "pending" },
        { organizationId: admin.org.id, licenseId: license.id, status: "declined" },
      ],
    });
    await grantLicense(admin.org.id, {
      startsAt: new Date(Date.now() + DAY_MS),
      expiresAt: new Date(Date.now() + 9 * DAY_MS),
    });
    expect(await entitlementsFor(kid.userId)).toEqual({ plan: "free", extraPacks: false });
  });
});
