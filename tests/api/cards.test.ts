import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as printGET } from "@/app/api/teachers/class/[id]/print-student-logins/route";
import { POST as reissuePOST } from "@/app/api/teachers/class/[id]/student/[studentId]/reissue-card/route";
import { POST as filePOST } from "@/app/api/academics/class/[classId]/student/file/route";
import { authOptions } from "@/lib/accounts/next-auth";
import { login } from "@/lib/accounts/login";
import { prisma } from "@/lib/db/client";
import { decryptCardSecret } from "@/lib/cards/secrets";
import { hashCardToken } from "@/lib/auth/card-sign-in";
import { verifyPassword } from "@/lib/auth/password";
import { createSignedIn } from "../support/factories";
import { cardCodes } from "../support/card-codes";
import { call } from "../support/http";
import { addStudent, csvFile, csvRows, form, teacherWithClass } from "../fixtures/csv/classroom";

async function pdfOf(token: string, id: string, query: Record<string, string> = {}) {
  const url = new URL(`http://sprout.test/api/teachers/class/${id}/print-student-logins`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const res = await printGET(new NextRequest(url, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({ id }),
  });
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

function save(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "cards-")), "cards.pdf");
  writeFileSync(file, bytes);
  return { file };
}

const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
const pdfInfo = (file: string) => execFileSync("pdfinfo", [file], { encoding: "utf8" });

function cardAuthorize(token: string) {
  // next-auth merges `options` over the provider defaults at request time; the id we gave lives in options.
  const provider = authOptions.providers.find(
    (p) => (p as unknown as { options?: { id?: string } }).options?.id === "login-card",
  ) as unknown as {
    options: {
      authorize: (
        c: Record<string, string>,
        r: { headers: Record<string, string> },
      ) => Promise<{ id: string; role: string } | null>;
    };
  };
  return provider.options.authorize({ token }, { headers: { "user-agent": "camera" } });
}

describe("GET /api/teachers/class/{id}/print-student-logins", () => {
  it("prints 8 cards a Letter page with names, usernames, passwords and QR codes that sign in", async () => {
    const t = await teacherWithClass("Owls");
    await call(filePOST, {
      token: t.token,
      params: { classId: t.classId },
      form: form({ file: csvFile(csvRows(9, "pc")) }),
    });
    const pdf = await pdfOf(t.token, t.classId);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const { file } = save(pdf.bytes);
    const info = pdfInfo(file);
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Page size:\s+612 x 792/);
    const text = pdfText(file);
    for (let i = 1; i <= 9; i++) expect(text).toContain(`pc.kid${i}`);
    expect(text).toContain("Kid1 Row1");
    expect(text).toContain("Sign in at");
    expect(text).toContain("sprout.test/login"); // the address a child types (APP_URL), on every card
    expect(text.match(/sprout\.test\/login/g)).toHaveLength(9);
    const students = await prisma.student.findMany({ include: { user: true } });
    for (const s of students) expect(text).toContain(decryptCardSecret(s.cardSecret)!.password);

    const codes = cardCodes(file);
    expect(codes).toHaveLength(8);
    for (const c of codes) expect(c).toMatch(/^http:\/\/sprout\.test\/login\/card\/[A-Za-z0-9_-]{43}$/);
    const signedIn = await cardAuthorize(codes[0].split("/").pop()!);
    expect(signedIn?.role).toBe("student");
    expect(students.map((s) => s.userId)).toContain(signedIn!.id);
    expect(await prisma.cardPrint.count({ where: { classId: t.classId, teacherId: t.user.id, cardCount: 9 } })).toBe(1);
  }, 30_000);

  it("prints on A4 when asked, and one student's card alone", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId, { username: "solo.kid" });
    await addStudent(t.token, t.classId, { firstName: "B", lastName: "C", username: "other.kid" });
    const pdf = await pdfOf(t.token, t.classId, { paper: "a4", studentId: s.id });
    const { file } = save(pdf.bytes);
    expect(pdfInfo(file)).toMatch(/Page size:\s+595\.2\d* x 841\.8\d*/);
    const text = pdfText(file);
    expect(text).toContain("solo.kid");
    expect(text).not.toContain("other.kid");
  });

  it("prints a chosen few (studentIds) and refuses students of another class", async () => {
    const t = await teacherWithClass();
    const a = await addStudent(t.token, t.classId, { username: "few.one" });
    const b = await addStudent(t.token, t.classId, { firstName: "B", lastName: "C", username: "few.two" });
    await addStudent(t.token, t.classId, { firstName: "D", lastName: "E", username: "few.three" });
    const pdf = await pdfOf(t.token, t.classId, { studentIds: `${a.id},${b.id}` });
    expect(pdf.status).toBe(200);
    const text = pdfText(save(pdf.bytes).file);
    expect(text).toContain("few.one");
    expect(text).toContain("few.two");
    expect(text).not.toContain("few.three");
    expect(await prisma.cardPrint.count({ where: { classId: t.classId, cardCount: 2 } })).toBe(1);

    const other = await teacherWithClass();
    const stranger = await addStudent(other.token, other.classId, { firstName: "S", lastName: "T" });
    expect((await pdfOf(t.token, t.classId, { studentIds: stranger.id })).status).toBe(404);
    expect((await pdfOf(t.token, t.classId, { studentIds: "not-an-id" })).status).toBe(400);
  });

  it("never changes a password or ends a session, however often the class is printed", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId, { username: "kept.kid" });
    const before = await prisma.student.findUniqueOrThrow({ where: { id: s.id }, include: { user: true } });
    const { password } = decryptCardSecret(before.cardSecret)!;
    const session = await login({ identifier: "kept.kid", password, ip: "10.1.1.1" });
    for (let i = 0; i < 2; i++) expect((await pdfOf(t.token, t.classId)).status).toBe(200);
    const after = await prisma.student.findUniqueOrThrow({ where: { id: s.id }, include: { user: true } });
    expect(after.user.passwordHash).toBe(before.user.passwordHash);
    expect(after.cardSecret).toBe(before.cardSecret);
    expect(after.cardTokenHash).toBe(before.cardTokenHash);
    expect(await prisma.authSession.count({ where: { userId: before.userId, revokedAt: null } })).toBe(1);
    expect((await login({ identifier: "kept.kid", password, ip: "10.1.1.1" })).user.username).toBe("kept.kid");
    expect(session.access_token).toBeTruthy();
  });

  it("prints a card it cannot read back as 'Reissue this card', without a QR code, and changes nothing", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId, { username: "lost.kid" });
    await prisma.student.update({ where: { id: s.id }, data: { cardSecret: "v1.sealed.under.an-old-key" } });
    const before = await prisma.user.findUniqueOrThrow({ where: { username: "lost.kid" } });
    const pdf = await pdfOf(t.token, t.classId);
    const { file } = save(pdf.bytes);
    expect(pdfText(file)).toContain("Reissue this card");
    expect(cardCodes(file)).toEqual([]);
    expect((await prisma.user.findUniqueOrThrow({ where: { username: "lost.kid" } })).passwordHash).toBe(
      before.passwordHash,
    );
  });

  it("gives the demo seed's students cards from the start; demo.student's card carries the demo password", async () => {
    const { seedDemo, DEMO_PASSWORD } = await import("@/lib/server/seed");
    expect(await seedDemo()).toBe(true);
    const students = await prisma.student.findMany({ include: { user: true } });
    expect(students).toHaveLength(7); // the class of 5, demo.student, and demo.sibling the family made at home
    for (const st of students) {
      const secret = decryptCardSecret(st.cardSecret);
      expect(secret, st.user.username).not.toBeNull();
      expect(st.cardTokenHash).toBe(hashCardToken(secret!.token));
      expect(await verifyPassword(st.user.passwordHash, secret!.password)).toBe(true);
    }
    const demo = students.find((st) => st.user.username === "demo.student")!;
    expect(decryptCardSecret(demo.cardSecret)!.password).toBe(DEMO_PASSWORD);
  }, 30_000);

  it("401, 403, and 404 for another teacher's class", async () => {
    const t = await teacherWithClass();
    await addStudent(t.token, t.classId);
    const res = await printGET(
      new NextRequest(`http://sprout.test/api/teachers/class/${t.classId}/print-student-logins`),
      { params: Promise.resolve({ id: t.classId }) },
    );
    expect(res.status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await pdfOf(parent.token, t.classId)).status).toBe(403);
    const other = await createSignedIn({ role: "teacher" });
    expect((await pdfOf(other.token, t.classId)).status).toBe(404);
    expect(await prisma.cardPrint.count()).toBe(0);
  });
});

describe("POST /api/teachers/class/{id}/student/{studentId}/reissue-card/", () => {
  it("voids the old password, QR code and sessions", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId, { username: "lost.card" });
    const before = decryptCardSecret((await prisma.student.findUniqueOrThrow({ where: { id: s.id } })).cardSecret)!;
    const session = await login({ identifier: "lost.card", password: before.password, ip: "10.2.2.2" });
    const res = await call(reissuePOST, { token: t.token, params: { id: t.classId, studentId: s.id } });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe("lost.card");
    expect(res.body.password).not.toBe(before.password);
    await expect(login({ identifier: "lost.card", password: before.password, ip: "10.2.2.3" })).rejects.toThrow(
      "Unable to log in",
    );
    await expect(cardAuthorize(before.token)).rejects.toThrow("no longer valid");
    expect((await login({ identifier: "lost.card", password: res.body.password, ip: "10.2.2.4" })).user.username).toBe(
      "lost.card",
    );
    const old = await prisma.authSession.findFirstOrThrow({
      where: { userId: s.student_id, revokedAt: { not: null } },
    });
    expect(old.revokeReason).toBe("card_reissued");
    expect(session.access_token).toBeTruthy();
  });

  it("401, 403, 404 for another teacher's student", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const p = { id: t.classId, studentId: s.id };
    expect((await call(reissuePOST, { params: p })).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(reissuePOST, { token: parent.token, params: p })).status).toBe(403);
    const other = await teacherWithClass();
    expect((await call(reissuePOST, { token: other.token, params: p })).status).toBe(404);
    expect(
      (await call(reissuePOST, { token: other.token, params: { id: other.classId, studentId: s.id } })).status,
    ).toBe(404);
  });
});
