// The login-card PDF read back as a child's tablet would: each card's QR code on page 1 decoded
// (tests/support/card-codes.ts). Shared by the specs that sign a child in from a printed card.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { cardCodes } from "../../tests/support/card-codes";

/** The QR links on the first page of the class's printed login cards (`studentId`: that child's card alone). */
export async function cardUrls(page: Page, classId: string, studentId?: string): Promise<string[]> {
  const one = studentId ? `?studentId=${studentId}` : "";
  const pdf = await page.request.get(`/api/teachers/class/${classId}/print-student-logins${one}`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "e2e-cards-")), "cards.pdf");
  writeFileSync(file, await pdf.body());
  return cardCodes(file);
}
