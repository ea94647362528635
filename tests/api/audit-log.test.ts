// The audit log (issue 12, docs/decisions/140): what is recorded, who may read it, append-only in the database,
// the hash chain and its verification, the kept head that shows cut-off entries, and the CSV export.
import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { GET as auditGET } from "@/app/api/organization/[id]/audit-logs/route";
import { GET as verifyGET } from "@/app/api/organization/[id]/audit-logs/verify/route";
import { GET as refusalsGET } from "@/app/api/organization/[id]/audit-logs/refusals/route";
import { GET as exportGET } from "@/app/api/organization/[id]/audit-logs/export/route";
import { PUT as userPUT } from "@/app/api/auth/user/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as refreshPOST } from "@/app/api/auth/token/refresh/route";
import { POST as passwordPOST } from "@/app/api/auth/password/change/route";
import { POST as reissuePOST } from "@/app/api/teachers/class/[id]/student/[studentId]/reissue-card/route";
import { GET as printGET } from "@/app/api/teachers/class/[id]/print-student-logins/route";
import { prisma } from "@/lib/db/client";
import { recordAudit } from "@/lib/audit/record";
import { prefix } from "../support/db-names";
import { call } from "../support/http";
import { createSignedIn, createUser, PASSWORD } from "../support/factories";
import { addStudent } from "../fixtures/csv/classroom";

/** An organization with an organizer and a teacher member (the teacher's current organization). */
async function school(name = "Maple School") {
  const org = await prisma.organization.create({ data: { name, inviteCode: `code-${randomUUID().slice(0, 8)}` } });
  const organizer = await createSignedIn({ role: "organizer" });
  const teacher = await createSignedIn({ role: "teacher" });
  await prisma.organizationMember.createMany({
    data: [
      { organizationId: org.id, userId: organizer.user.id, kind: "organizer" },
      { organizationId: org.id, userId: teacher.user.id, kind: "teacher" },
    ],
  });
  await prisma.user.updateMany({
    where: { id: { in: [organizer.user.id, teacher.user.id] } },
    data: { organizationId: org.id },
  });
  return { org, organizer, teacher };
}

const list = (token: string, id: string, query: Record<string, string> = {}) =>
  call(auditGET, { token, params: { id }, query });

/** Every column of every entry as one text: what must never hold a secret. */
async function wholeLog(): Promise<string> {
  const rows = await prisma.$queryRaw<{ t: string }[]>`SELECT row_to_json(a)::text AS t FROM audit_log a`;
  return rows.map((r) => r.t).join("\n");
}

/** A superuser connection in replica mode: triggers off. Only tests (and the harness) can do this. */
async function asSuperuserWithoutTriggers<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    await c.query("SET session_replication_role = replica");
    return await fn(c);
  } finally {
    await c.end();
  }
}

describe("recording", () => {
  it("a teacher creating a class lands in the organization's chain; its organizer reads it, filtered", async () => {
    const { org, organizer, teacher } = await school();
    const created = await call(classPOST, {
      token: teacher.token,
      body: { className: "Robots" },
      headers: { "user-agent": "Firefox test" },
    });
    expect(created.status).toBe(201);
    const res = await list(organizer.token, org.id);
    expect(res.status).toBe(200);
    const entry = res.body.results.find((e: { action: string }) => e.action === "class.create");
    expect(entry).toMatchObject({
      actor: { id: teacher.user.id, username: teacher.user.username, roles: ["teacher"] },
      record: { type: "class", id: created.body.class.id },
      organizationId: org.id,
      status: 201,
      outcome: "success",
      userAgent: "Firefox test",
      details: { fields: ["className"] },
    });
    expect(res.body.head).toEqual({ seq: res.body.results[0].seq, hash: res.body.results[0].hash });

    const byActor = await list(organizer.token, org.id, { actor: teacher.user.username });
    expect(byActor.body.results.every((e: { actor: { id: string } }) => e.actor.id === teacher.user.id)).toBe(true);
    expect((await list(organizer.token, org.id, { action: "class." })).body.count).toBe(1);
    expect((await list(organizer.token, org.id, { record: created.body.class.id })).body.count).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(organizer.token, org.id, { from: today, to: today, action: "class" })).body.count).toBe(1);
    expect((await list(organizer.token, org.id, { to: "2020-01-01" })).body.count).toBe(0);
  });

  it("records refusals and failures too, and a role change with the role added", async () => {
    const { org, organizer, teacher } = await school();
    expect(
      (await call(classPOST, { token: teacher.token, path: "/api/academics/class", body: { className: "" } })).status,
    ).toBe(400);
    const role = await call(userPUT, {
      token: teacher.token,
      method: "PUT",
      path: "/api/auth/user",
      body: { role: "parent" },
    });
    expect(role.status).toBe(200);
    const outsider = await createSignedIn({ role: "organizer" });
    // Another organization's organizer peeking at this log: 404, and nothing of theirs joins this organization's
    // chain (they are no member of it: docs/decisions/161).
    expect((await call(verifyGET, { token: outsider.token, params: { id: org.id }, method: "GET" })).status).toBe(404);
    const res = await list(organizer.token, org.id);
    const actions = res.body.results.map((e: { action: string; outcome: string; status: number }) => [
      e.action,
      e.outcome,
      e.status,
    ]);
    // A refusal is counted, not chained (issue 41): the organizer reads it among the refused requests.
    expect(actions).not.toContainEqual(["class.create", "failed", 400]);
    expect(actions).toContainEqual(["user.role_add", "success", 200]);
    const refused = await call(refusalsGET, { token: organizer.token, params: { id: org.id }, method: "GET" });
    expect(refused.status).toBe(200);
    expect(refused.body.results).toEqual([
      expect.objectContaining({
        actor: { id: teacher.user.id, username: teacher.user.username },
        method: "POST",
        route: "/api/academics/class",
        status: 400,
        count: 1,
      }),
    ]);
    const roleEntry = res.body.results.find((e: { action: string }) => e.action === "user.role_add");
    expect(roleEntry.details).toEqual({ fields: ["role"], role: "parent" });

    // A student may not create classes: denied, in the deployment's chain (a student has no organization).
    const student = await createSignedIn({ role: "student" });
    expect((await call(classPOST, { token: student.token, body: { className: "X" } })).status).toBe(403);
    expect(await prisma.auditLog.count({ where: { actorId: student.user.id, status: 403 } })).toBe(0);
    const denied = await prisma.auditRefusal.findFirstOrThrow({ where: { actorId: student.user.id, status: 403 } });
    // A child is named by account id only, as in the chain; a student has no organization.
    expect(denied).toMatchObject({ organizationId: null, actorUsername: null, status: 403, count: 1 });
  });

  it("500 refused requests from one actor in a minute add a few rows, and the organizer reads their counts", async () => {
    const { org, organizer, teacher } = await school();
    const before = await prisma.auditLog.count();
    // Half an empty class name (400), half a role that does not exist (400 on another route).
    const hostile = (i: number) =>
      i % 2
        ? call(classPOST, { token: teacher.token, path: "/api/academics/class", body: { className: "" } })
        : call(userPUT, { token: teacher.token, method: "PUT", path: "/api/auth/user", body: { role: "wizard" } });
    for (let i = 0; i < 500; i += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, k) => hostile(i + k)));
      expect(answers.every((a) => a.status === 400)).toBe(true);
    }
    // One row per route and status in each minute the 500 took (two routes; a minute boundary may split them).
    const rows = await prisma.auditRefusal.findMany({ where: { actorId: teacher.user.id } });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.length).toBeLessThanOrEqual(4);
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(500);
    expect(await prisma.auditLog.count()).toBe(before);

    const page = await call(refusalsGET, { token: organizer.token, params: { id: org.id }, method: "GET" });
    expect(page.body.refused).toBe(500);
    const byRoute = new Map<string, number>();
    for (const r of page.body.results as { route: string; status: number; count: number }[])
      byRoute.set(`${r.status} ${r.route}`, (byRoute.get(`${r.status} ${r.route}`) ?? 0) + r.count);
    expect(Object.fromEntries(byRoute)).toEqual({ "400 /api/academics/class": 250, "400 /api/auth/user": 250 });
    // Only its organizers read them: a teacher member is refused (and that refusal is counted too).
    expect((await call(refusalsGET, { token: teacher.token, params: { id: org.id }, method: "GET" })).status).toBe(403);
  }, 120_000);

  it("names a route without its own action by method and path pattern", async () => {
    const t = await createSignedIn({ role: "teacher" });
    await call(userPUT, { token: t.token, method: "PUT", path: "/api/auth/user", body: { firstname: "Ada" } });
    const e = await prisma.auditLog.findFirstOrThrow({
      where: { actorId: t.user.id, action: { not: "auth.sign_in" } },
    });
    expect(e).toMatchObject({
      action: "PUT /api/auth/user",
      recordType: "user",
      recordId: t.user.id,
      outcome: "success",
    });
  });

  it("sign-ins and failed sign-ins: the typed username, never the password; card prints", async () => {
    const { org, organizer, teacher } = await school();
    const wrong = "Wrong-Password-7731";
    const failed = await call(loginPOST, {
      body: { username: teacher.user.username, password: wrong },
      headers: { "x-request-id": "req-failed-1" },
    });
    expect(failed.status).toBe(400);
    const ok = await call(loginPOST, { body: { username: teacher.user.username, password: PASSWORD } });
    expect(ok.status).toBe(200);
    const unknown = await call(loginPOST, { body: { username: "nobody.here", password: wrong } });
    expect(unknown.status).toBe(400);

    const entries = (await list(organizer.token, org.id, { action: "auth.sign_in" })).body.results;
    const fail = entries.find((e: { action: string }) => e.action === "auth.sign_in_failed");
    expect(fail).toMatchObject({
      actor: null,
      record: { type: "user", id: teacher.user.id },
      outcome: "failed",
      status: 400,
      requestId: "req-failed-1",
      details: { method: "password", username: teacher.user.username },
    });
    expect(entries.find((e: { action: string }) => e.action === "auth.sign_in")).toMatchObject({
      actor: { id: teacher.user.id },
      outcome: "success",
    });
    // An unknown name goes to the deployment's chain, with the name typed.
    const lost = await prisma.auditLog.findFirstOrThrow({
      where: { action: "auth.sign_in_failed", organizationId: null },
    });
    expect(lost.details).toEqual({ method: "password", username: "nobody.here" });
    expect(await wholeLog()).not.toContain(wrong);

    const klass = await call(classPOST, { token: teacher.token, body: { className: "Cards" } });
    const pdf = await call(printGET, { token: teacher.token, params: { id: klass.body.class.id }, method: "GET" });
    expect(pdf.status).toBe(200);
    const print = (await list(organizer.token, org.id, { action: "cards.print" })).body.results[0];
    expect(print).toMatchObject({ record: { type: "class", id: klass.body.class.id }, outcome: "success" });
  });

  it("no password, token or card secret sent or returned ever reaches any column", async () => {
    const t = await createSignedIn({ role: "teacher" });
    const newPassword = "Brand-New-Secret-9182";
    const changed = await call(passwordPOST, {
      token: t.token,
      body: { oldPassword: PASSWORD, newPassword1: newPassword, newPassword2: newPassword },
    });
    expect(changed.status).toBeLessThan(300);
    await call(refreshPOST, { body: { refresh: t.refresh } });
    await call(refreshPOST, { body: { refresh: "not-a-real-refresh-token-5521" } });
    const teacher = await createSignedIn({ role: "teacher" });
    const klass = await call(classPOST, {
      token: teacher.token,
      body: { className: "Secrets", password: "Body-Password-4410", card_secret: "card-secret-8876" },
    });
    const s = await addStudent(teacher.token, klass.body.class.id);
    const reissued = await call(reissuePOST, {
      token: teacher.token,
      params: { id: klass.body.class.id, studentId: s.id },
    });
    expect(reissued.status).toBe(200);
    // The refused refresh is counted among the refusals (issue 41), which are searched too.
    const log = (await wholeLog()) + JSON.stringify(await prisma.auditRefusal.findMany());
    expect(await prisma.auditLog.count()).toBeGreaterThanOrEqual(5);
    expect(await prisma.auditRefusal.count()).toBeGreaterThanOrEqual(1);
    for (const secret of [
      PASSWORD,
      newPassword,
      t.refresh,
      t.token,
      "not-a-real-refresh-token-5521",
      "Body-Password-4410",
      "card-secret-8876",
      reissued.body.password,
    ]) {
      expect(log).not.toContain(secret);
    }
    // The field names are there, so a reader sees what was sent.
    expect(log).toContain('"card_secret"');
  });
});

describe("who may read it", () => {
  it("401 anonymous, 403 a teacher member, 404 another organization's organizer, 404 an unknown id", async () => {
    const { org, teacher } = await school();
    const other = await school("Oak School");
    expect((await call(auditGET, { params: { id: org.id } })).status).toBe(401);
    expect((await list(teacher.token, org.id)).status).toBe(403);
    expect((await list(other.organizer.token, org.id)).status).toBe(404);
    expect((await list(other.organizer.token, randomUUID())).status).toBe(404);
    for (const handler of [verifyGET, exportGET]) {
      expect((await call(handler, { token: teacher.token, params: { id: org.id } })).status).toBe(403);
      expect((await call(handler, { token: other.organizer.token, params: { id: org.id } })).status).toBe(404);
    }
  });

  it("refuses far dates, reversed ranges and bad pages with 400", async () => {
    const { org, organizer } = await school();
    for (const query of <Record<string, string>[]>[
      { from: "10000-01-01" },
      { to: "0000-12-31" },
      { from: "2026-02-30" },
      { from: "2026-05-02", to: "2026-05-01" },
      { page: "0" },
      { pageSize: "1000" },
      { actor: "x".repeat(151) },
    ]) {
      const res = await list(organizer.token, org.id, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect((await list(organizer.token, org.id, { from: "0001-01-01", to: "9999-12-31" })).status).toBe(200);
  });
});

describe("append-only", () => {
  it("the application's connection cannot UPDATE, DELETE or TRUNCATE an entry", async () => {
    await recordAudit({
      action: "test.entry",
      actor: null,
      organizationId: null,
      ip: "",
      userAgent: "",
      requestId: "r",
      status: 200,
    });
    for (const sql of [
      `UPDATE audit_log SET action = 'rewritten'`,
      `DELETE FROM audit_log`,
      `DELETE FROM audit_log WHERE false`,
      `TRUNCATE audit_log`,
    ]) {
      await expect(prisma.$executeRawUnsafe(sql), sql).rejects.toThrow(/append-only/);
    }
    expect(await prisma.auditLog.count()).toBe(1);
    expect((await prisma.auditLog.findFirstOrThrow()).action).toBe("test.entry");
  });

  describe("as a non-superuser role with every table grant an application would have", () => {
    const role = `${prefix}_app_${process.pid}`;
    const admin = () => new Client({ connectionString: process.env.DATABASE_URL });
    afterAll(async () => {
      const c = admin();
      await c.connect();
      await c.query(`DROP OWNED BY "${role}"`).catch(() => undefined);
      await c.query(`DROP ROLE IF EXISTS "${role}"`);
      await c.end();
    });

    it("inserts (the chain links), but UPDATE, DELETE, TRUNCATE and replica mode are refused", async () => {
      const c = admin();
      await c.connect();
      await c.query(`DROP OWNED BY "${role}"`).catch(() => undefined);
      await c.query(`DROP ROLE IF EXISTS "${role}"`);
      await c.query(`CREATE ROLE "${role}" LOGIN`);
      await c.query(`GRANT USAGE ON SCHEMA public TO "${role}"`);
      // More than an application needs, on purpose: even granted, the triggers refuse.
      await c.query(`GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON ALL TABLES IN SCHEMA public TO "${role}"`);
      await c.end();
      const url = new URL(process.env.DATABASE_URL!);
      url.username = role;
      const app = new Client({ connectionString: url.toString() });
      await app.connect();
      try {
        await app.query(
          `INSERT INTO audit_log (action, status, outcome) VALUES ('a', 200, 'success'), ('b', 200, 'success')`,
        );
        const { rows } = await app.query(`SELECT seq, prev_hash, hash FROM audit_log ORDER BY seq`);
        expect(rows.map((r) => r.seq)).toEqual([1, 2]);
        expect(rows[1].prev_hash).toBe(rows[0].hash);
        for (const sql of [`UPDATE audit_log SET action = 'x'`, `DELETE FROM audit_log`, `TRUNCATE audit_log`]) {
          await expect(app.query(sql), sql).rejects.toThrow(/append-only/);
        }
        await expect(app.query(`SET session_replication_role = replica`)).rejects.toThrow(/permission denied/);
        await expect(app.query(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`)).rejects.toThrow(
          /must be owner/,
        );
        // Without the extra grants (what the migration leaves PUBLIC and its own role): refused before any trigger.
        const r = admin();
        await r.connect();
        await r.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM "${role}"`);
        await r.end();
        await expect(app.query(`DELETE FROM audit_log`)).rejects.toThrow(/permission denied/);
      } finally {
        await app.end();
      }
      expect(await prisma.auditLog.count()).toBe(2);
    });
  });
});

describe("the hash chain", () => {
  const entry = (organizationId: string | null, action: string) =>
    recordAudit({ action, actor: null, organizationId, ip: "10.0.0.1", userAgent: "ua", requestId: "r", status: 200 });

  it("concurrent entries never fork a chain; each organization has its own", async () => {
    const { org, organizer } = await school();
    await Promise.all(Array.from({ length: 25 }, (_, i) => entry(org.id, `parallel.${i}`)));
    await entry(null, "deployment.entry");
    const seqs = (await prisma.auditLog.findMany({ where: { organizationId: org.id }, orderBy: { seq: "asc" } })).map(
      (e) => e.seq,
    );
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    const res = await call(verifyGET, { token: organizer.token, params: { id: org.id } });
    expect(res.body).toMatchObject({ ok: true, broken: null, checked: seqs.length, head: { seq: seqs.length } });
  });

  it("verify names the first entry changed behind the application's back", async () => {
    const { org, organizer } = await school();
    for (let i = 0; i < 5; i++) await entry(org.id, `step.${i}`);
    const third = await prisma.auditLog.findFirstOrThrow({ where: { organizationId: org.id, action: "step.2" } });
    await asSuperuserWithoutTriggers((c) =>
      c.query(`UPDATE audit_log SET details = '{"note":"rewritten"}' WHERE id = $1`, [third.id]),
    );
    const res = await call(verifyGET, { token: organizer.token, params: { id: org.id } });
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(false);
    expect(res.body.broken).toMatchObject({ id: third.id, seq: third.seq });
    expect(res.body.broken.reason).toMatch(/changed after it was written/);

    // Rewriting the hash too (to hide the change) breaks the next link instead.
    await asSuperuserWithoutTriggers((c) =>
      c.query(`UPDATE audit_log SET hash = audit_log_hash(prev_hash, audit_log) WHERE id = $1`, [third.id]),
    );
    const again = await call(verifyGET, { token: organizer.token, params: { id: org.id } });
    expect(again.body.broken).toMatchObject({ seq: third.seq + 1 });
    expect(again.body.broken.reason).toMatch(/does not point to the hash/);
  });

  it("a removed entry in the middle is a gap; newest entries cut off show only against a kept head", async () => {
    const { org, organizer } = await school();
    for (let i = 0; i < 6; i++) await entry(org.id, `step.${i}`);
    // The organizer exports and keeps the head line somewhere else.
    const exported = await call(exportGET, { token: organizer.token, params: { id: org.id } });
    const [, headLine] = String(exported.body).split("\r\n");
    const [seq, hash] = headLine.split(",");
    const kept = { seq, hash };
    expect(Number(seq)).toBeGreaterThanOrEqual(6);

    // Later someone with the database's superuser removes the newest entries: the chain itself still verifies…
    await asSuperuserWithoutTriggers((c) =>
      c.query(`DELETE FROM audit_log WHERE organization_id = $1 AND seq > $2`, [org.id, Number(seq) - 2]),
    );
    const plain = await call(verifyGET, { token: organizer.token, params: { id: org.id } });
    expect(plain.body).toMatchObject({ ok: true, broken: null });
    expect(plain.body.head.seq).toBe(Number(seq) - 2);
    // …but the head kept from the export is no longer there: the cut is shown.
    const checked = await call(verifyGET, { token: organizer.token, params: { id: org.id }, query: kept });
    expect(checked.body).toMatchObject({ ok: false, keptHead: { found: false, matches: false } });
    expect(checked.body.head.hash).not.toBe(hash);

    await asSuperuserWithoutTriggers((c) =>
      c.query(`DELETE FROM audit_log WHERE organization_id = $1 AND seq = 2`, [org.id]),
    );
    const gap = await call(verifyGET, { token: organizer.token, params: { id: org.id } });
    expect(gap.body.broken).toMatchObject({ seq: 3 });
    expect(gap.body.broken.reason).toMatch(/missing/);
  });
});

describe("CSV export", () => {
  it("opens with the chain head, holds the rows, and no cell is a formula", async () => {
    const { org, organizer } = await school();
    const evil = await createUser({ role: "teacher", username: '=hyperlink("http://evil.test","x")' });
    await prisma.organizationMember.create({ data: { organizationId: org.id, userId: evil.id, kind: "teacher" } });
    await prisma.user.update({ where: { id: evil.id }, data: { organizationId: org.id } });
    const evilToken = (await call(loginPOST, { body: { username: evil.username, password: PASSWORD } })).body
      .access_token;
    await call(classPOST, {
      token: evilToken,
      body: { className: "Plain" },
      headers: { "user-agent": "-2+3*cmd|' /C calc'!A0" },
    });
    const verify = await call(verifyGET, { token: organizer.token, params: { id: org.id } });
    const res = await call(exportGET, { token: organizer.token, params: { id: org.id }, query: { action: "class" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = String(res.body).split("\r\n");
    expect(lines[0]).toBe("chain_head_seq,chain_head_hash,organization_id,organization,exported_at_utc");
    expect(lines[1].startsWith(`${verify.body.head.seq},${verify.body.head.hash},${org.id},Maple School,`)).toBe(true);
    expect(lines[3].startsWith("seq,time_utc,actor_username")).toBe(true);
    const row = lines[4];
    expect(row).toContain(`"'=hyperlink(""http://evil.test"",""x"")"`);
    expect(row).toContain(`'-2+3*cmd|' /C calc'!A0`);
    expect(row).toContain(",class.create,");
    // No cell of the file starts a formula.
    const cells = lines.flatMap((l) => l.match(/("([^"]|"")*"|[^,]*)/g) ?? []).map((c) => c.replace(/^"/, ""));
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    // The export is itself in the log.
    const exportEntry = await prisma.auditLog.findFirstOrThrow({ where: { action: "audit.export" } });
    expect(exportEntry).toMatchObject({ actorId: organizer.user.id, organizationId: org.id, recordId: org.id });
  });

  it("the export has one address: ?format=csv on the list still answers the list, and exports nothing", async () => {
    const { org, organizer } = await school();
    const res = await call(auditGET, { token: organizer.token, params: { id: org.id }, query: { format: "csv" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Array.isArray(res.body.results)).toBe(true);
    expect(await prisma.auditLog.count({ where: { action: "audit.export", organizationId: org.id } })).toBe(0);
  });
});
