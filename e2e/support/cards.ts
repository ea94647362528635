// The login-card PDF read back as a child's tablet would: page 1 rendered (pdftoppm), its QR codes decoded
// (zbarimg). Shared by the specs that sign a child in from a printed card.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/** The QR links on the first page of the class's printed login cards. */
export async function cardUrls(page: Page, classId: string): Promise<string[]> {
  const pdf = await page.request.get(`/api/teachers/class/${classId}/print-student-logins`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-cards-"));
  const file = path.join(dir, "cards.pdf");
  writeFileSync(file, await pdf.body());
  execFileSync("pdftoppm", ["-png", "-r", "150", "-f", "1", "-l", "1", file, path.join(dir, "page")]);
  const png = readdirSync(dir).find((f) => f.endsWith(".png"))!;
  return execFileSync("zbarimg", ["-q", "--raw", "-Sdisable", "-Sqrcode.enable", path.join(dir, png)], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  })
    .trim()
    .split("\n");
}
