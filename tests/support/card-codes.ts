// The QR codes of a printed login-card PDF, read back as a camera reads a card: each card's place on the page
// rendered on its own (pdftoppm, 150 dpi, cropped to the card) and decoded (zbarimg). Shared by the API tests and the
// browser tests. zbar reading a whole page of eight codes at once missed one code on about one page in 40 (the
// classroom e2e failed on it), while every card read alone decoded 800 of 800 times.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CARDS_PER_PAGE, cardSlot, type Paper } from "../../lib/cards/pdf";

const DPI = 150;
const px = (points: number) => String(Math.round((points * DPI) / 72));

/** The page's paper, from pdfinfo ("Page size: 612 x 792 pts (letter)"). */
function paperOf(file: string): Paper {
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return /Page size:\s+595\.\d* x 841\.\d*/.test(info) ? "a4" : "letter";
}

/** The QR code of each card on the first page, in the cards' order; a card without a code (reissue) is left out. */
export function cardCodes(file: string): string[] {
  const paper = paperOf(file);
  const dir = mkdtempSync(path.join(tmpdir(), "card-codes-"));
  const codes: string[] = [];
  for (let slot = 0; slot < CARDS_PER_PAGE; slot++) {
    const { x, y, w, h } = cardSlot(paper, slot);
    const prefix = path.join(dir, `card${slot}`);
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      String(DPI),
      "-f",
      "1",
      "-l",
      "1",
      "-x",
      px(x),
      "-y",
      px(y),
      "-W",
      px(w),
      "-H",
      px(h),
      file,
      prefix,
    ]);
    const png = readdirSync(dir).find((f) => f.startsWith(`card${slot}`) && f.endsWith(".png"))!;
    try {
      // QR codes only: zbar otherwise may read a stray 1-D barcode out of the card's text.
      const out = execFileSync("zbarimg", ["-q", "--raw", "-Sdisable", "-Sqrcode.enable", path.join(dir, png)], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      codes.push(...out.trim().split("\n").filter(Boolean));
    } catch (error) {
      if ((error as { status?: number }).status !== 4) throw error; // 4: zbarimg found no code (an empty place)
    }
  }
  return codes;
}
