// The text notation puzzle packs write reference and wrong programs in (docs/decisions/220), compiled to the
// Blockly workspace JSON a child's editor saves, so the server judges both the same way. One line reads like the
// blocks: `move; repeat 3 { move; turn left }; until goal { if path ahead { move } else { turn right } }`.
//
//   statements  move · turn left|right · collect · repeat <num> { … } · until <cond> { … } · while <cond> { … }
//               if <cond> { … } [else { … }] · set <var> = <num> · change <var> by <num> · call <fn>
//               def <fn> { … } (top level) · add <num> (to my list) · each { … } (for each item in my list)
//   conditions  path ahead|left|right · gem · goal · sign left|right · not <cond> · <cond> and|or <cond>
//               <num> = ≠ < > ≤ ≥ <num> (also == != <= >=) · ( <cond> )
//   numbers     123 · a variable · tile (number on this tile) · bag (gems in my bag) · length (of my list)
//               item <num> (of my list) · it (this item) · <num> + - * <num> · ( <num> )
// `;` and line breaks are optional separators. `while c { … }` is `until not c { … }`.
import { FUNCTION_NAMES } from "./block-vocabulary";

type Block = Record<string, unknown>;

const KEYWORDS = new Set([
  "move", "turn", "collect", "repeat", "until", "while", "if", "else", "set", "change", "by", "call", "def", "add",
  "each", "path", "gem", "goal", "sign", "not", "and", "or", "tile", "bag", "length", "item", "it",
]); // prettier-ignore
const COMPARE: Record<string, string> = {
  "=": "eq",
  "==": "eq",
  "≠": "neq",
  "!=": "neq",
  "<": "lt",
  ">": "gt",
  "≤": "lte",
  "<=": "lte",
  "≥": "gte",
  ">=": "gte",
};
const ARITH: Record<string, string> = { "+": "add", "-": "sub", "*": "mul", "×": "mul" };
const FUNCTIONS = new Set<string>(FUNCTION_NAMES.map(([, v]) => v));

function tokenize(text: string): string[] {
  const tokens = text.match(/<=|>=|==|!=|[{}();=<>≠≤≥+\-*×]|[A-Za-z_][A-Za-z0-9_]*|\d+|\S/g) ?? [];
  return tokens.filter((t) => t !== ";");
}

const num = (n: number): Block => ({ type: "sprout_number", fields: { NUM: n } });
/** A number literal goes in as the slot's shadow (not counted, as in the toolbox); anything else as a block. */
const slot = (b: Block) => (b.type === "sprout_number" ? { shadow: b } : { block: b });

function chain(blocks: Block[]): Block | undefined {
  return blocks.reduceRight<Block | undefined>((next, b) => (next ? { ...b, next: { block: next } } : b), undefined);
}

class Parser {
  i = 0;
  variables = new Set<string>();
  constructor(readonly tokens: string[]) {}

  peek(offset = 0) {
    return this.tokens[this.i + offset];
  }
  next(): string {
    const t = this.tokens[this.i++];
    if (t === undefined) throw new Error("The program ends too early.");
    return t;
  }
  expect(t: string) {
    const got = this.next();
    if (got !== t) throw new Error(`Expected "${t}" but found "${got}".`);
  }
  oneOf<T extends string>(options: readonly T[]): T {
    const got = this.next();
    if (!(options as readonly string[]).includes(got))
      throw new Error(`Expected ${options.join(" or ")}, not "${got}".`);
    return got as T;
  }
  name(): string {
    const t = this.next();
    if (!/^[A-Za-z_]\w*$/.test(t) || KEYWORDS.has(t)) throw new Error(`"${t}" cannot be a variable name.`);
    this.variables.add(t);
    return t;
  }

  body(): Block | undefined {
    this.expect("{");
    const list: Block[] = [];
    while (this.peek() !== "}") list.push(this.statement());
    this.expect("}");
    return chain(list);
  }

  statement(): Block {
    const t = this.next();
    switch (t) {
      case "move":
        return { type: "sprout_move" };
      case "turn":
        return { type: "sprout_turn", fields: { DIR: this.oneOf(["left", "right"]) } };
      case "collect":
        return { type: "sprout_collect" };
      case "repeat": {
        const times = this.number();
        return { type: "sprout_repeat", inputs: { TIMES: slot(times), DO: { block: this.body() } } };
      }
      case "until":
      case "while": {
        const c = this.condition();
        const cond = t === "while" ? { type: "sprout_not", inputs: { BOOL: { block: c } } } : c;
        return { type: "sprout_repeat_until", inputs: { COND: { block: cond }, DO: { block: this.body() } } };
      }
      case "if": {
        const cond = this.condition();
        const then = this.body();
        if (this.peek() !== "else")
          return { type: "sprout_if", inputs: { COND: { block: cond }, DO: { block: then } } };
        this.next();
        const otherwise = this.peek() === "if" ? this.statement() : this.body();
        return {
          type: "sprout_if_else",
          inputs: { COND: { block: cond }, DO: { block: then }, ELSE: { block: otherwise } },
        };
      }
      case "set": {
        const name = this.name();
        this.expect("=");
        return { type: "sprout_set_var", fields: { VAR: { id: name } }, inputs: { VALUE: slot(this.number()) } };
      }
      case "change": {
        const name = this.name();
        this.expect("by");
        return { type: "sprout_change_var", fields: { VAR: { id: name } }, inputs: { DELTA: slot(this.number()) } };
      }
      case "call":
        return { type: "sprout_function_call", fields: { NAME: this.functionName() } };
      case "add":
        return { type: "sprout_list_add", inputs: { VALUE: slot(this.number()) } };
      case "each":
        return { type: "sprout_for_each", inputs: { DO: { block: this.body() } } };
      default:
        throw new Error(`"${t}" is not a statement.`);
    }
  }

  functionName() {
    const name = this.next();
    if (!FUNCTIONS.has(name)) throw new Error(`"${name}" is not one of the moves ${[...FUNCTIONS].join(", ")}.`);
    return name;
  }

  condition(): Block {
    const a = this.conditionAtom();
    const op = this.peek();
    if (op !== "and" && op !== "or") return a;
    this.next();
    return { type: "sprout_logic", fields: { OP: op }, inputs: { A: { block: a }, B: { block: this.condition() } } };
  }

  conditionAtom(): Block {
    const t = this.peek();
    if (t === "not") {
      this.next();
      return { type: "sprout_not", inputs: { BOOL: { block: this.conditionAtom() } } };
    }
    if (t === "path") {
      this.next();
      return { type: "sprout_path", fields: { DIR: this.oneOf(["ahead", "left", "right"]) } };
    }
    if (t === "gem") return (this.next(), { type: "sprout_on_gem" });
    if (t === "goal") return (this.next(), { type: "sprout_at_goal" });
    if (t === "sign") {
      this.next();
      return { type: "sprout_sign", fields: { WORD: this.oneOf(["left", "right"]) } };
    }
    if (t === "(" && this.isParenCondition()) {
      this.next();
      const c = this.condition();
      this.expect(")");
      return c;
    }
    const a = this.number();
    const op = this.next();
    if (!(op in COMPARE)) throw new Error(`Expected a comparison (= ≠ < > ≤ ≥), not "${op}".`);
    return { type: "sprout_compare", fields: { OP: COMPARE[op] }, inputs: { A: slot(a), B: slot(this.number()) } };
  }

  /** `(` opens a condition when what follows it is one (a question word, or a comparison inside). */
  isParenCondition() {
    const first = this.peek(1);
    if (["not", "path", "gem", "goal", "sign"].includes(first)) return true;
    let depth = 0;
    for (let j = this.i; j < this.tokens.length; j++) {
      const t = this.tokens[j];
      if (t === "(") depth++;
      else if (t === ")" && --depth === 0) return false;
      else if (depth === 1 && t in COMPARE) return true;
    }
    return false;
  }

  number(): Block {
    let left = this.term();
    while (this.peek() !== undefined && this.peek() in ARITH) {
      const op = ARITH[this.next()];
      left = { type: "sprout_arith", fields: { OP: op }, inputs: { A: slot(left), B: slot(this.term()) } };
    }
    return left;
  }

  term(): Block {
    const t = this.next();
    if (/^\d+$/.test(t)) return num(Number(t));
    if (t === "-" && /^\d+$/.test(this.peek() ?? "")) return num(-Number(this.next()));
    if (t === "(") {
      const inner = this.number();
      this.expect(")");
      return inner;
    }
    if (t === "tile") return { type: "sprout_tile_number" };
    if (t === "bag") return { type: "sprout_bag_count" };
    if (t === "length") return { type: "sprout_list_length" };
    if (t === "it") return { type: "sprout_each_item" };
    if (t === "item") return { type: "sprout_list_item", inputs: { INDEX: slot(this.term()) } };
    this.i--;
    return { type: "sprout_get_var", fields: { VAR: { id: this.name() } } };
  }
}

/** Compiles a program in the notation to a Blockly workspace; throws naming the problem (content is ours). */
export function compileProgram(text: string) {
  const p = new Parser(tokenize(text));
  const main: Block[] = [];
  const defs: Block[] = [];
  while (p.peek() !== undefined) {
    if (p.peek() === "def") {
      p.next();
      const name = p.functionName();
      defs.push({ type: "sprout_function_def", fields: { NAME: name }, inputs: { DO: { block: p.body() } } });
    } else main.push(p.statement());
  }
  const first = chain(main);
  const start: Block = { type: "sprout_start", id: "start", ...(first ? { next: { block: first } } : {}) };
  const workspace: { blocks: { languageVersion: 0; blocks: Block[] }; variables?: { name: string; id: string }[] } = {
    blocks: { languageVersion: 0, blocks: [start, ...defs] },
  };
  if (p.variables.size) workspace.variables = [...p.variables].map((name) => ({ name, id: name }));
  return workspace;
}
