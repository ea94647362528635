// A login card for a child the parent manages (issue 10: a child "can get a login card"). The QR code signs
// the child in (lib/cards); the password on the card is not printed, because the parent chose it and it is
// stored only as a hash. The token is kept sealed in student.card_secret so a reprint shows the same QR code.
import type { Actor } from "@/lib/auth/authenticate";
import { findChildOrThrow } from "@/lib/access/children";
import "@/lib/cards/off-thread";
import type { Paper } from "@/lib/cards/pdf";
import { cardAddress } from "@/lib/cards/address";
import { hashCardToken } from "@/lib/auth/card-sign-in";
import { cardUrl, decryptCardSecret, encryptCardSecret, generateCardToken } from "@/lib/cards/secrets";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { FileResult } from "@/lib/http/file-result";
import { runOffThread } from "@/lib/jobs/pool";
import { displayName } from "@/lib/vocabulary";

export const OWN_PASSWORD = "(your own)";
export const CLASS_PASSWORD = "(class card)";

export async function printChildCard(actor: Actor, id: string, paper: Paper): Promise<FileResult> {
  const child = await findChildOrThrow(actor, id, {
    studentProfile: { select: { id: true, cardSecret: true, class: { select: { className: true } } } },
  });
  const student =
    child.studentProfile ??
    (await prisma.student.create({
      data: { userId: child.id },
      select: { id: true, cardSecret: true, class: { select: { className: true } } },
    }));
  let token = decryptCardSecret(student.cardSecret)?.token;
  if (!token) {
    token = generateCardToken();
    await prisma.student.update({
      where: { id: student.id },
      data: {
        cardSecret: encryptCardSecret({ password: "", token }),
        cardTokenHash: hashCardToken(token),
        cardIssuedAt: now(),
      },
    });
  }
  // A school child's card shows the class's QR code; its password is on the card the teacher prints.
  const password = student.class ? CLASS_PASSWORD : OWN_PASSWORD;
  const pdf = await runOffThread("cards.render", {
    cards: [
      {
        name: displayName(child),
        username: child.username,
        password,
        url: cardUrl(token),
        className: student.class?.className ?? "Sprout at home",
        address: cardAddress().address,
      },
    ],
    paper,
    title: `${displayName(child)} login card`,
  });
  return new FileResult(pdf, "application/pdf", "login-card.pdf");
}
