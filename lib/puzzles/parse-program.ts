// Blockly's workspace JSON → the AST the interpreter runs (issue 14 "Bad input", docs/decisions/090). Shapes come
// from BLOCKS (blocks.ts); anything else is refused with a message a child or teacher can act on. Never throws.
import type { BlockSpec } from "./block-spec";
import { argsOf, findBlockSpec } from "./block-vocabulary";
import { isCleanText, PROGRAM_LIMITS, programSchema } from "./schemas";

export type AstNode = {
  type: string;
  id?: string;
  fields: Record<string, string | number>;
  inputs: Record<string, AstNode | undefined>;
  bodies: Record<string, AstNode[]>;
};
export type ParsedProgram = {
  main: AstNode[];
  functions: Map<string, AstNode[]>;
  blockCount: number;
  usedTypes: Set<string>;
};
/** Why a program is refused before it runs (unreadable, over the limits, or with blocks the puzzle lacks). */
export const PROGRAM_ERROR_CODES = [
  "too-large",
  "bad-json",
  "bad-text",
  "bad-shape",
  "too-deep",
  "unknown-block",
  "no-start",
  "not-allowed",
] as const;
export type ProgramErrorCode = (typeof PROGRAM_ERROR_CODES)[number];
export type ProgramError = { code: ProgramErrorCode; message: string };
export type ParseResult = { ok: true; program: ParsedProgram } | { ok: false; error: ProgramError };

class Refusal extends Error {
  constructor(
    readonly code: ProgramErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** "repeat … times": how messages name a block to a child. */
export function blockLabel(spec: BlockSpec): string {
  return spec.lines[0].text.replace(/%\d/g, "…").trim();
}

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/** Accepts the JSON text or the already-parsed value; measures it before anything walks it. */
function decode(input: unknown): unknown {
  let text: string;
  if (typeof input === "string") text = input;
  else {
    try {
      text = JSON.stringify(input) ?? "";
    } catch {
      throw new Refusal("bad-json", "The program is not JSON.");
    }
  }
  if (text.length > PROGRAM_LIMITS.maxBytes || utf8Length(text) > PROGRAM_LIMITS.maxBytes) {
    throw new Refusal("too-large", `The program is larger than ${PROGRAM_LIMITS.maxBytes / 1024} KB.`);
  }
  if (typeof input !== "string") return input;
  try {
    return JSON.parse(text);
  } catch {
    throw new Refusal("bad-json", "The program is not JSON.");
  }
}

/** Every key and string, checked without recursion (so no nesting can exhaust the stack). */
function checkStrings(root: unknown) {
  const stack = [root];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string" && !isCleanText(v))
      throw new Refusal("bad-text", "The program holds NUL or broken characters.");
    if (v && typeof v === "object") {
      for (const [k, child] of Object.entries(v)) {
        if (!isCleanText(k)) throw new Refusal("bad-text", "The program holds NUL or broken characters.");
        // JSON.parse keeps "__proto__" as an own key; copying it anywhere would swap a prototype. Blockly never writes it.
        if (k === "__proto__") throw new Refusal("bad-shape", "The program is not a Blockly workspace.");
        stack.push(child);
      }
    }
  }
}

type Child = { block?: unknown; shadow?: unknown };
type BlockNode = {
  type: string;
  id?: string;
  fields?: Record<string, unknown>;
  inputs?: Record<string, Child>;
  next?: Child;
  enabled?: boolean;
  disabledReasons?: unknown[];
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * One block as Blockly saves it, checked by hand rather than by zod: the shape is shallow, and a zod parse per
 * block cost ~8 µs here, most of a verification (bench/puzzles.ts). Unknown keys (x, y, collapsed…) are ignored.
 */
function readNode(raw: unknown): BlockNode {
  const shaped =
    isRecord(raw) &&
    typeof raw.type === "string" &&
    raw.type.length <= 64 &&
    (raw.id === undefined || (typeof raw.id === "string" && raw.id.length <= 64)) &&
    (raw.fields === undefined || isRecord(raw.fields)) &&
    (raw.inputs === undefined || (isRecord(raw.inputs) && Object.values(raw.inputs).every(isRecord))) &&
    (raw.next === undefined || isRecord(raw.next)) &&
    (raw.enabled === undefined || typeof raw.enabled === "boolean") &&
    (raw.disabledReasons === undefined || Array.isArray(raw.disabledReasons));
  if (!shaped) throw new Refusal("bad-shape", "A block in the program is not shaped as Blockly saves blocks.");
  return raw as BlockNode;
}

type Ctx = { variables: Map<string, string>; walked: number; counted: number; usedTypes: Set<string> };

function readField(spec: BlockSpec, name: string, raw: unknown, ctx: Ctx): string | number {
  const arg = argsOf(spec).find((a) => a.name === name)!;
  const label = blockLabel(spec);
  if (arg.kind === "dropdown") {
    const value = raw ?? arg.options[0][1];
    if (!arg.options.some(([, v]) => v === value))
      throw new Refusal("bad-shape", `The "${label}" block has a choice Sprout does not know.`);
    return value as string;
  }
  if (arg.kind === "number") {
    const value = raw ?? arg.value;
    if (typeof value !== "number" || !Number.isInteger(value) || value < arg.min || value > arg.max) {
      throw new Refusal("bad-shape", `Numbers are whole numbers from ${arg.min} to ${arg.max}.`);
    }
    return value;
  }
  // field_variable saves { id } (and with full serialization name/type); the id names an entry of `variables`.
  const ref = (raw ?? {}) as { id?: unknown; name?: unknown };
  const varName =
    (typeof ref.id === "string" && ctx.variables.get(ref.id)) || (typeof ref.name === "string" ? ref.name.trim() : "");
  if (!varName || varName.length > 30)
    throw new Refusal("bad-shape", `The "${label}" block uses a variable that does not exist.`);
  return varName;
}

function parseBlock(raw: unknown, depth: number, ctx: Ctx, isShadow: boolean): AstNode | null {
  if (depth > PROGRAM_LIMITS.maxNesting) {
    throw new Refusal(
      "too-deep",
      `Blocks are nested more than ${PROGRAM_LIMITS.maxNesting} deep. Try a simpler program.`,
    );
  }
  if (++ctx.walked > PROGRAM_LIMITS.maxBlocks)
    throw new Refusal("too-large", `A program has at most ${PROGRAM_LIMITS.maxBlocks} blocks.`);
  const node = readNode(raw);
  const spec = findBlockSpec(node.type);
  if (!spec) throw new Refusal("unknown-block", `Sprout does not know the block "${node.type.slice(0, 40)}".`);
  if (node.enabled === false || (node.disabledReasons?.length ?? 0) > 0) return null; // greyed out: not part of the program
  const label = blockLabel(spec);
  const args = argsOf(spec);
  for (const key of [...Object.keys(node.fields ?? {}), ...Object.keys(node.inputs ?? {})]) {
    if (!args.some((a) => a.name === key))
      throw new Refusal("bad-shape", `The "${label}" block has no part called "${key.slice(0, 32)}".`);
  }
  if (!isShadow) {
    if (spec.shape !== "hat") ctx.counted++;
    ctx.usedTypes.add(spec.type);
  }
  const out: AstNode = { type: spec.type, id: node.id, fields: {}, inputs: {}, bodies: {} };
  for (const arg of args) {
    if (arg.kind === "dropdown" || arg.kind === "number" || arg.kind === "variable") {
      out.fields[arg.name] = readField(spec, arg.name, node.fields?.[arg.name], ctx);
    } else if (arg.kind === "statement") {
      out.bodies[arg.name] = parseStack(node.inputs?.[arg.name]?.block, depth + 1, ctx);
    } else {
      const slot = node.inputs?.[arg.name];
      const child =
        slot?.block !== undefined
          ? parseBlock(slot.block, depth + 1, ctx, false)
          : slot?.shadow !== undefined
            ? parseBlock(slot.shadow, depth + 1, ctx, true)
            : null;
      const wanted = arg.check === "Number" ? "number" : "boolean";
      if (!child)
        throw new Refusal(
          "bad-shape",
          `The "${label}" block needs a ${arg.check === "Number" ? "number" : "question"} in its slot.`,
        );
      if (findBlockSpec(child.type)!.shape !== wanted) {
        throw new Refusal(
          "bad-shape",
          `The "${label}" block needs a ${arg.check === "Number" ? "number" : "question"} there.`,
        );
      }
      out.inputs[arg.name] = child;
    }
  }
  if (spec.shape === "number" || spec.shape === "boolean" || spec.shape === "definition") {
    if (node.next?.block !== undefined)
      throw new Refusal("bad-shape", `Nothing can be joined under the "${label}" block.`);
  }
  return out;
}

/** A chain of statements joined by `next`, walked in a loop: a long sequence is not deep. */
function parseStack(first: unknown, depth: number, ctx: Ctx): AstNode[] {
  const out: AstNode[] = [];
  let raw = first;
  while (raw !== undefined) {
    const node = parseBlock(raw, depth, ctx, false);
    if (node) {
      const shape = findBlockSpec(node.type)!.shape;
      if (shape !== "statement" && !(out.length === 0 && depth === 0)) {
        throw new Refusal("bad-shape", `The "${blockLabel(findBlockSpec(node.type)!)}" block cannot go there.`);
      }
      out.push(node);
    }
    raw = (raw as { next?: { block?: unknown } }).next?.block;
  }
  return out;
}

function parseOrThrow(input: unknown): ParsedProgram {
  const value = decode(input);
  checkStrings(value);
  const envelope = programSchema.safeParse(value);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    throw new Refusal(
      "bad-shape",
      issue.code === "custom" || issue.code === "too_big" ? issue.message : "The program is not a Blockly workspace.",
    );
  }
  const ctx: Ctx = {
    variables: new Map((envelope.data.variables ?? []).map((v) => [v.id, v.name])),
    walked: 0,
    counted: 0,
    usedTypes: new Set(),
  };
  const main: AstNode[][] = [];
  const functions = new Map<string, AstNode[]>();
  let counted = 0;
  for (const top of envelope.data.blocks.blocks) {
    const before = ctx.counted;
    const stack = parseStack(top, 0, ctx);
    const head = stack[0];
    if (head?.type === "sprout_start") main.push(stack.slice(1));
    else if (head && findBlockSpec(head.type)!.shape === "definition") {
      // "define ⭐ star" of the maze and "define 🟦 square with size" of the drawing game alike
      const name = String(head.fields.NAME);
      if (functions.has(name)) throw new Refusal("bad-shape", `There are two "define ${name}" blocks. Keep one.`);
      functions.set(name, head.bodies.DO);
    } else {
      ctx.counted = before; // a loose stack is not part of the program: not run, not counted
      continue;
    }
    counted = ctx.counted;
  }
  if (main.length !== 1) throw new Refusal("no-start", 'Put your blocks under one "when ▶ run" block.');
  return { main: main[0], functions, blockCount: counted, usedTypes: ctx.usedTypes };
}

export function parseProgram(input: unknown): ParseResult {
  try {
    return { ok: true, program: parseOrThrow(input) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: { code: error.code, message: error.message } };
    // A stack overflow or anything unforeseen still answers as a refusal, never as a crash of the caller.
    return { ok: false, error: { code: "bad-shape", message: "The program could not be read." } };
  }
}
