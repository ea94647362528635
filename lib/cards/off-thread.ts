// Rendering login cards (issue 41): a class's cards are pdfkit pages with vector QR codes, about 1.3 ms a card
// (bench/classroom.ts), so a big class or a school's worth would hold the request thread. The services decrypt and
// record (./service.ts, lib/parents/login-card.ts); the PDF is drawn through runOffThread (lib/jobs/pool.ts).
import { registerOffThreadTasks } from "@/lib/jobs/pool";
import { renderCardsPdf, type Card, type Paper } from "./pdf";

export type CardsInput = { cards: Card[]; paper: Paper; title: string };

/** The cards as PDF bytes. */
export function renderCards({ cards, paper, title }: CardsInput): Promise<Uint8Array> {
  return renderCardsPdf(cards, paper, title);
}

export const tasks = { "cards.render": renderCards };

declare module "@/lib/jobs/pool" {
  interface OffThreadTasks {
    "cards.render": { input: CardsInput; output: Uint8Array };
  }
}

registerOffThreadTasks(tasks);
