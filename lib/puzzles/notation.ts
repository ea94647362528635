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
// The drawing game's verbs (docs/decisions/261):
//   statements  forward <num> · turn left|right <num> (degrees) · pen up|down · colour <name> (black red blue green
//               orange purple) · define <shape> { … } (top level) · draw <shape> <num> (square triangle star flower
//               shape)
//   numbers     size (inside define) · <num> / <num> (÷)
// `;` and line breaks are optional separators. `while c { … }` is `until not c { … }`. A layout (LAYOUTS) says how
// the workspace is laid out: where the blocks sit, variable ids, and the shadow a block in a number slot covers.
import { argsOf, findBlockSpec } from "./block-vocabulary";
import { FUNCTION_NAMES } from "./data-blocks";
import { PEN_COLOURS, SHAPE_NAMES } from "./drawing-blocks";

type Block = Record<string, unknown>;

const STATEMENTS = new Set([
  "move", "turn", "collect", "repeat", "until", "while", "if", "set", "change", "call", "def", "add", "each",
  "forward", "pen", "colour", "define", "draw",
]); // prettier-ignore
const MAZE_DATA = new Set(["tile", "bag", "length", "item", "it"]);
const KEYWORDS = new Set([
  ...STATEMENTS, "else", "by", "path", "gem", "goal", "sign", "not", "and", "or", "tile", "bag", "length", "item",
  "it", "size",
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
const ARITH: Record<string, string> = { "+": "add", "-": "sub", "*": "mul", "×": "mul", "/": "div", "÷": "div" };
const FUNCTIONS = new Set<string>(FUNCTION_NAMES.map(([, v]) => v));
const SHAPES = new Set<string>(SHAPE_NAMES.map(([, v]) => v));
/** "red" → the drawing's colour value, by the last word of the child's label ("🔴 red"). */
const COLOURS = new Map<string, string>(PEN_COLOURS.map(([label, value]) => [label.split(" ").at(-1)!, value]));

function tokenize(text: string): string[] {
  const tokens = text.match(/<=|>=|==|!=|[{}();=<>≠≤≥+\-*×/÷]|[A-Za-z_][A-Za-z0-9_]*|\d+|\S/g) ?? [];
  return tokens.filter((t) => t !== ";");
}

/** How a compiled workspace is laid out; none of it changes what the program does or its block count. */
export type Layout = {
  /** Where "when run" sits (it cannot be deleted); left out, it has no position. */
  start?: { x: number; y: number };
  /** Where the i-th definition sits. */
  definition?: (i: number) => { x: number; y: number };
  /** A variable's id in the workspace. */
  variableId: (name: string) => string;
  /** The drawing's programs: the maze's data words (tile bag length item it) are free for variable names. */
  drawing?: boolean;
  /** A block in a number slot covers a shadow number (as in the editor): 1, or the slot's toolbox number. */
  shadowUnder?: { value: "toolbox" | number; first: boolean };
};
export const LAYOUTS = {
  /** The school-year packs: the plainest workspace. */
  plain: { variableId: (name) => name },
  /** The first packs (hand-laid in Blockly once): definitions to the right of "when run". */
  classic: {
    start: { x: 20, y: 20 },
    definition: (i) => ({ x: 320, y: 20 + 200 * i }),
    variableId: (name) => `var-${name}`,
    shadowUnder: { value: "toolbox", first: true },
  },
  /** The drawing packs: definitions below "when run". */
  drawing: {
    drawing: true,
    start: { x: 20, y: 20 },
    definition: (i) => ({ x: 20, y: 300 + 200 * i }),
    variableId: (name) => `var-${name}`,
    shadowUnder: { value: 1, first: false },
  },
} satisfies Record<string, Layout>;

const num = (n: number): Block => ({ type: "sprout_number", fields: { NUM: n } });

function chain(blocks: Block[]): Block | undefined {
  return blocks.reduceRight<Block | undefined>((next, b) => (next ? { ...b, next: { block: next } } : b), undefined);
}

class Parser {
  i = 0;
  variables = new Set<string>();
  constructor(
    readonly tokens: string[],
    readonly layout: Layout,
  ) {}

  /** A number literal goes in as the slot's shadow (not counted, as in the toolbox); anything else as a block. */
  slot(type: string, input: string, b: Block) {
    if (b.type === "sprout_number") return { shadow: b };
    const under = this.layout.shadowUnder;
    if (!under) return { block: b };
    const spec = findBlockSpec(type);
    const arg = spec && argsOf(spec).find((a) => a.name === input);
    const value =
      under.value === "toolbox" ? (arg && "shadowNumber" in arg ? arg.shadowNumber : undefined) : under.value;
    if (value === undefined) return { block: b };
    return under.first ? { shadow: num(value), block: b } : { block: b, shadow: num(value) };
  }

  startsNumber() {
    const t = this.peek();
    return t !== undefined && t !== "}" && !STATEMENTS.has(t);
  }

  variable(name: string) {
    return { id: this.layout.variableId(name) };
  }

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
    if (!/^[A-Za-z_]\w*$/.test(t) || (KEYWORDS.has(t) && !(this.layout.drawing && MAZE_DATA.has(t))))
      throw new Error(`"${t}" cannot be a variable name.`);
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
      case "turn": {
        const dir = this.oneOf(["left", "right"]);
        if (!this.startsNumber()) return { type: "sprout_turn", fields: { DIR: dir } };
        return {
          type: "turtle_turn",
          fields: { DIR: dir },
          inputs: { DEGREES: this.slot("turtle_turn", "DEGREES", this.number()) },
        };
      }
      case "forward":
        return { type: "turtle_forward", inputs: { STEPS: this.slot("turtle_forward", "STEPS", this.number()) } };
      case "pen":
        return { type: "turtle_pen", fields: { PEN: this.oneOf(["up", "down"]) } };
      case "colour": {
        const name = this.oneOf([...COLOURS.keys()]);
        return { type: "turtle_colour", fields: { COLOUR: COLOURS.get(name)! } };
      }
      case "draw": {
        const name = this.shapeName();
        return {
          type: "turtle_call",
          fields: { NAME: name },
          inputs: { SIZE: this.slot("turtle_call", "SIZE", this.number()) },
        };
      }
      case "collect":
        return { type: "sprout_collect" };
      case "repeat": {
        const times = this.number();
        return {
          type: "sprout_repeat",
          inputs: { TIMES: this.slot("sprout_repeat", "TIMES", times), DO: { block: this.body() } },
        };
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
        const value = this.slot("sprout_set_var", "VALUE", this.number());
        return { type: "sprout_set_var", fields: { VAR: this.variable(name) }, inputs: { VALUE: value } };
      }
      case "change": {
        const name = this.name();
        this.expect("by");
        const delta = this.slot("sprout_change_var", "DELTA", this.number());
        return { type: "sprout_change_var", fields: { VAR: this.variable(name) }, inputs: { DELTA: delta } };
      }
      case "call":
        return { type: "sprout_function_call", fields: { NAME: this.functionName() } };
      case "add":
        return { type: "sprout_list_add", inputs: { VALUE: this.slot("sprout_list_add", "VALUE", this.number()) } };
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

  shapeName() {
    const name = this.next();
    if (!SHAPES.has(name)) throw new Error(`"${name}" is not one of the shapes ${[...SHAPES].join(", ")}.`);
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
    const inputs = { A: this.slot("sprout_compare", "A", a), B: this.slot("sprout_compare", "B", this.number()) };
    return { type: "sprout_compare", fields: { OP: COMPARE[op] }, inputs };
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
      const type = op === "div" ? "turtle_divide" : "sprout_arith";
      const inputs = { A: this.slot(type, "A", left), B: this.slot(type, "B", this.term()) };
      left = op === "div" ? { type, inputs } : { type, fields: { OP: op }, inputs };
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
    if (this.layout.drawing && MAZE_DATA.has(t)) return (this.i--, this.getVariable());
    if (t === "tile") return { type: "sprout_tile_number" };
    if (t === "bag") return { type: "sprout_bag_count" };
    if (t === "length") return { type: "sprout_list_length" };
    if (t === "it") return { type: "sprout_each_item" };
    if (t === "size") return { type: "turtle_size" };
    if (t === "item")
      return { type: "sprout_list_item", inputs: { INDEX: this.slot("sprout_list_item", "INDEX", this.term()) } };
    this.i--;
    return this.getVariable();
  }

  getVariable(): Block {
    return { type: "sprout_get_var", fields: { VAR: this.variable(this.name()) } };
  }
}

/** Compiles a program in the notation to a Blockly workspace; throws naming the problem (content is ours). */
export function compileProgram(text: string, layout: Layout = LAYOUTS.plain) {
  const p = new Parser(tokenize(text), layout);
  const main: Block[] = [];
  const defs: Block[] = [];
  while (p.peek() !== undefined) {
    if (p.peek() === "def") {
      p.next();
      const name = p.functionName();
      defs.push({ type: "sprout_function_def", fields: { NAME: name }, inputs: { DO: { block: p.body() } } });
    } else if (p.peek() === "define") {
      p.next();
      const name = p.shapeName();
      defs.push({ type: "turtle_define", fields: { NAME: name }, inputs: { DO: { block: p.body() } } });
    } else main.push(p.statement());
  }
  const first = chain(main);
  const start: Block = { type: "sprout_start", id: "start" };
  if (layout.start) Object.assign(start, layout.start, { deletable: false });
  if (first) start.next = { block: first };
  const placed = defs.map((d, i) => (layout.definition ? { ...d, ...layout.definition(i) } : d));
  const workspace: { blocks: { languageVersion: 0; blocks: Block[] }; variables?: { name: string; id: string }[] } = {
    blocks: { languageVersion: 0, blocks: [start, ...placed] },
  };
  if (p.variables.size) workspace.variables = [...p.variables].map((name) => ({ name, id: layout.variableId(name) }));
  return workspace;
}
