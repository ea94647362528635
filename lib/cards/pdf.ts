// Login cards as a PDF: 8 cards a page (2 × 4), Letter or A4, each with the child's name, username,
// password and a QR code drawn as vector rectangles (fast and small; see toolchain notes).
import PDFDocument from "pdfkit";
import QRCode from "qrcode";

/** `url` is null for a card that must be reissued: it then has no QR code. `address` is what a child types. */
export type Card = {
  name: string;
  username: string;
  password: string;
  url: string | null;
  className: string;
  address: string;
};
export type Paper = "letter" | "a4";

const PAGE = { letter: [612, 792], a4: [595.28, 841.89] } as const;
const MARGIN = 28;
const COLS = 2;
const ROWS = 4;
/** How many cards one page holds. */
export const CARDS_PER_PAGE = COLS * ROWS;

/** Where the card in `slot` (0 … CARDS_PER_PAGE - 1, row by row) sits on its page, in PDF points from the top left. */
export function cardSlot(paper: Paper, slot: number) {
  const [width, height] = PAGE[paper];
  const w = (width - MARGIN * 2) / COLS;
  const h = (height - MARGIN * 2) / ROWS;
  return { x: MARGIN + (slot % COLS) * w, y: MARGIN + Math.floor(slot / COLS) * h, w, h };
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const quiet = 2;
  const cell = size / (n + quiet * 2);
  for (let r = 0; r < n; r++) {
    // One rectangle per horizontal run of dark modules keeps the page small.
    let c = 0;
    while (c < n) {
      if (!modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && modules.get(r, c)) c++;
      doc.rect(x + (start + quiet) * cell, y + (r + quiet) * cell, (c - start) * cell, cell);
    }
  }
  doc.fillColor("black").fill();
}

export function renderCardsPdf(cards: Card[], paper: Paper = "letter", title = "Sprout login cards"): Promise<Buffer> {
  const doc = new PDFDocument({
    size: paper === "a4" ? "A4" : "LETTER",
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Author: "Sprout" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  cards.forEach((card, i) => {
    if (i % CARDS_PER_PAGE === 0) doc.addPage();
    const { x, y, w: cardW, h: cardH } = cardSlot(paper, i % CARDS_PER_PAGE);
    const qr = Math.min(cardH - 24, cardW * 0.45);
    doc
      .save()
      .lineWidth(0.5)
      .dash(4, { space: 3 })
      .strokeColor("#94a3b8")
      .rect(x + 4, y + 4, cardW - 8, cardH - 8)
      .stroke()
      .restore();
    const textW = cardW - qr - 30;
    doc
      .fillColor("#0f172a")
      .font("Helvetica-Bold")
      .fontSize(13)
      .text(card.name, x + 14, y + 16, { width: textW, height: 34, ellipsis: true });
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#475569")
      .text(card.className, x + 14, y + 52, { width: textW, height: 12, ellipsis: true });
    doc
      .fontSize(8)
      .fillColor("#475569")
      .text("Username", x + 14, y + 72);
    doc
      .font("Courier-Bold")
      .fontSize(12)
      .fillColor("#0f172a")
      .text(card.username, x + 14, y + 82, { width: textW, lineBreak: false });
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#475569")
      .text("Password", x + 14, y + 102);
    doc
      .font("Courier-Bold")
      .fontSize(12)
      .fillColor("#0f172a")
      .text(card.password, x + 14, y + 112, { width: textW, lineBreak: false });
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#475569")
      .text("Sign in at", x + 14, y + 130);
    doc
      .font("Courier-Bold")
      .fontSize(9)
      .fillColor("#0f172a")
      .text(card.address, x + 14, y + 140, { width: textW, height: 11, ellipsis: true, lineBreak: false });
    if (card.url) {
      doc
        .font("Helvetica")
        .fontSize(7)
        .fillColor("#64748b")
        .text("Scan the code with a camera to sign in", x + 14, y + cardH - 30, { width: textW });
      drawQr(doc, card.url, x + cardW - qr - 12, y + (cardH - qr) / 2, qr);
    }
  });
  if (cards.length === 0) {
    doc.addPage();
    doc.font("Helvetica").fontSize(14).text("No students to print.", MARGIN, MARGIN);
  }
  doc.end();
  return done;
}
