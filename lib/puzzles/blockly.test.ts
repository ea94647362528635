// Blockly itself (headless, as it runs in Node) loads our block definitions and every shipped program; what it
// saves back is judged exactly as the stored program is: the parser reads what the real editor writes.
import * as Blockly from "blockly";
import { describe, expect, it } from "vitest";
import { blocklyBlockDefinitions, startingWorkspace } from "./blocks";
import { puzzleCatalog } from "./content";
import { verifyAttempt } from "./verify";

Blockly.defineBlocksWithJsonArray(blocklyBlockDefinitions());

function roundTrip(program: unknown) {
  const ws = new Blockly.Workspace();
  try {
    Blockly.serialization.workspaces.load(program as Record<string, unknown>, ws);
    return Blockly.serialization.workspaces.save(ws);
  } finally {
    ws.dispose();
  }
}

describe("Blockly round trip", () => {
  it("loads every reference and wrong program, and what it saves scores the same", () => {
    for (const p of puzzleCatalog().puzzles.values()) {
      for (const program of [p.solution, p.wrong]) {
        const stored = verifyAttempt(p, program);
        const saved = verifyAttempt(p, roundTrip(program));
        expect({ id: p.id, outcome: saved.outcome, blockCount: saved.blockCount, steps: saved.steps.length }).toEqual({
          id: p.id,
          outcome: stored.outcome,
          blockCount: stored.blockCount,
          steps: stored.steps.length,
        });
      }
    }
  });

  it("opens a puzzle on the start block alone, which is an empty program", () => {
    const saved = roundTrip(startingWorkspace());
    expect(verifyAttempt(puzzleCatalog().puzzles.get("first-steps")!, saved)).toMatchObject({
      blockCount: 0,
      outcome: "failed",
    });
  });
});
