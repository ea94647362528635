// What the demo children did: Sam's screen time three days ago, and both children's puzzle attempts, played
// through the same path as anyone's (docs/decisions/160).
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/authenticate";
import { rolesOf } from "@/lib/auth/roles";
import { recordAttempt } from "@/lib/activity/attempts";
import { findPuzzle } from "@/lib/puzzles/content";
import { prisma } from "@/lib/db/client";
import { DAY, type SeedContext } from "./context";

/** Sam played three days ago, so "active in the last 7 days" is not empty. */
export async function seedScreenTime({ tx, verified }: SeedContext, childId: string) {
  await tx.screenTimeDay.create({
    data: {
      studentId: (await tx.student.findUniqueOrThrow({ where: { userId: childId } })).id,
      day: new Date(new Date(verified.getTime() - 3 * DAY).toISOString().slice(0, 10)),
      seconds: 1200,
      lastBeatAt: new Date(verified.getTime() - 3 * DAY),
    },
  });
}

/**
 * What the demo children played, as puzzle attempts (docs/decisions/160): Sam finished First Steps and is on
 * loops (one try not there yet, so Loops is the current unit); Riley made a start at home.
 */
const DEMO_PLAY: Record<string, { puzzleId: string; solved: boolean }[]> = {
  "demo.student": [
    ...["first-steps", "longer-walk", "turn-the-corner", "up-the-hill", "zigzag-path", "around-the-rock"].map(
      (puzzleId) => ({ puzzleId, solved: true }),
    ),
    { puzzleId: "repeat-walk", solved: true },
    { puzzleId: "gem-row", solved: true },
    { puzzleId: "stairs", solved: false },
  ],
  "demo.sibling": [
    { puzzleId: "first-steps", solved: true },
    { puzzleId: "longer-walk", solved: true },
    { puzzleId: "turn-the-corner", solved: false },
  ],
};

/**
 * Plays DEMO_PLAY through the attempt path every child's program takes (lib/activity/attempts.ts): the server
 * replays each program, so the demo's figures are earned like anyone's. A solved try sends the puzzle's reference
 * solution, a missed one its wrong program.
 */
export async function playDemo() {
  for (const [username, plays] of Object.entries(DEMO_PLAY)) {
    const user = await prisma.user.findUniqueOrThrow({ where: { username } });
    const actor: Actor = {
      id: user.id,
      sessionId: "demo-seed",
      roles: rolesOf(user),
      organizationId: user.organizationId,
      organizationCode: null,
      user,
    };
    for (const play of plays) {
      const puzzle = findPuzzle(play.puzzleId)!;
      await recordAttempt(actor, {
        id: randomUUID(),
        puzzleId: puzzle.id,
        program: (play.solved ? puzzle.solution : puzzle.wrong) ?? null,
      });
    }
  }
}
