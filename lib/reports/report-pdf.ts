// The term report as a PDF for families (issue 39): one page per child, in the fonts the login cards print
// with (lib/cards/pdf.ts), the figures worded as a family reads them. Text blocks are bounded in height so a
// child with many standards still fits one page (pdfkit would otherwise flow onto a new page).
import PDFDocument from "pdfkit";
import { MAX_STARS } from "@/lib/progress/figures";
import type { ReportFile } from "./class-report";
import { dateWords, minutesWords } from "./term";

const MARGIN = 54;
const INK = "#0f172a";
const MUTED = "#475569";

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).fillColor(INK).text(text);
  doc.moveDown(0.2);
}

function line(doc: PDFKit.PDFDocument, text: string) {
  doc.font("Helvetica").fontSize(11).fillColor(INK).text(text);
}

/** Room left on the page above the footer, in points. */
const room = (doc: PDFKit.PDFDocument, reserve: number) => Math.max(12, doc.page.height - MARGIN - reserve - doc.y);

function childPage(doc: PDFKit.PDFDocument, report: ReportFile, r: ReportFile["rows"][number]) {
  doc.addPage();
  const width = doc.page.width - MARGIN * 2;
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text("Sprout term report", MARGIN, MARGIN);
  doc.font("Helvetica-Bold").fontSize(22).fillColor(INK).text(r.name, { width, height: 60, ellipsis: true });
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(MUTED)
    .text(`${report.className} · ${dateWords(report.term.from)} to ${dateWords(report.term.to)}`, { width });

  heading(doc, "Puzzles");
  if (!r.figures.isActive) line(doc, `${r.name} has not tried a puzzle yet.`);
  else line(doc, `Solved ${r.overall.text}, the puzzles of the levels open to them.`);
  line(doc, `Stars earned: ${r.stars} (a solved puzzle earns 2 stars, a perfect solve ${MAX_STARS}).`);
  line(doc, `Time spent coding this term: ${minutesWords(r.minutes)}.`);
  line(doc, `Last active: ${r.lastActive ? dateWords(r.lastActive) : "not yet"}.`);

  const units = r.units.filter((s) => s !== null);
  if (units.length) {
    heading(doc, "Units");
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor(INK)
      .text(units.map((s) => `• ${s.text}`).join("\n"), {
        width,
        height: Math.min(160, room(doc, 120)),
        ellipsis: true,
      });
  }

  heading(doc, `Standards met (${report.standardSet.title})`);
  if (!r.standards.length) line(doc, "None yet: standards are met by solving puzzles with their idea.");
  else
    doc
      .font("Helvetica")
      .fontSize(10)
      .fillColor(INK)
      .text(r.standards.map((s) => `${s.code}: ${s.title}`).join("\n"), {
        width,
        height: room(doc, 24),
        ellipsis: true,
        paragraphGap: 3,
      });
}

export function renderReportPdf(report: ReportFile): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "LETTER",
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `${report.className} term report`, Author: "Sprout" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const r of report.rows) childPage(doc, report, r);
  if (!report.rows.length) {
    doc.addPage();
    doc.font("Helvetica").fontSize(14).text("No students in this class yet.");
  }
  doc.end();
  return done;
}
