import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as cardGET } from "@/app/api/parent/child/[id]/login-card/route";
import { userForCardToken } from "@/lib/auth/card-sign-in";
import { createSignedIn } from "../support/factories";
import { childToken, parentWithChild, teacherStudentWithParent } from "../support/parents";
import { cardCodes } from "../support/card-codes";

async function card(token: string | undefined, id: string, query = "") {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await cardGET(
    new NextRequest(`http://sprout.test/api/parent/child/${id}/login-card/${query}`, { headers }),
    { params: Promise.resolve({ id }) },
  );
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The card's text and the address in its QR code, read back from the PDF. */
function readCard(bytes: Buffer) {
  const dir = mkdtempSync(path.join(tmpdir(), "parent-card-"));
  const file = path.join(dir, "card.pdf");
  writeFileSync(file, bytes);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  const [qr = ""] = cardCodes(file);
  return { text, qr };
}

describe("GET /parent/child/{id}/login-card/", () => {
  it("prints a card whose QR code signs the child in, the same code on a reprint, without any password", async () => {
    const p = await parentWithChild({ fullname: "Ada Lovelace" });
    const first = await card(p.token, p.child.id);
    expect(first.status).toBe(200);
    expect(first.type).toBe("application/pdf");
    const { text, qr } = readCard(first.bytes);
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain(p.child.username);
    expect(text).toContain("(your own)");
    expect(qr).toMatch(/^http:\/\/sprout\.test\/login\/card\//);
    expect((await userForCardToken(qr.split("/").pop()!))?.id).toBe(p.child.id);
    expect(readCard((await card(p.token, p.child.id, "?paper=a4")).bytes).qr).toBe(qr);
    expect((await card(p.token, p.child.id, "?paper=legal")).status).toBe(400);
  });

  it("a school child's card points to the class card for the password", async () => {
    const { parent, childId } = await teacherStudentWithParent();
    const res = await card(parent.token, childId);
    expect(res.status).toBe(200);
    expect(readCard(res.bytes).text).toContain("(class card)");
  });

  it("401, 403 for teacher and student, 404 for another parent's child", async () => {
    const p = await parentWithChild();
    const other = await createSignedIn({ role: "parent" });
    const teacher = await createSignedIn({ role: "teacher" });
    expect((await card(undefined, p.child.id)).status).toBe(401);
    expect((await card(teacher.token, p.child.id)).status).toBe(403);
    expect((await card(await childToken(p.child.username), p.child.id)).status).toBe(403);
    expect((await card(other.token, p.child.id)).status).toBe(404);
  });
});
