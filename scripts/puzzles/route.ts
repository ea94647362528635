// Builds a puzzle map from a route (docs/decisions/220): the cells Sprout walks become floor, everything else wall,
// with the marks the route drops on the way. Tokens, separated by spaces:
//   m / m3      move one / three cells          l / r    turn left / right
//   *           a gem on this cell              1 … 9    a number tile on this cell
//   L / R       a sign saying "left" / "right"  ^ > v <  (first token only) the direction Sprout starts facing
// The flag goes on the last cell unless that cell holds a gem (then the puzzle is "pick up every gem").
type Dir = "N" | "E" | "S" | "W";
const STEP: Record<Dir, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
const ORDER: Dir[] = ["N", "E", "S", "W"];
const START: Record<string, Dir> = { "^": "N", ">": "E", v: "S", "<": "W" };
const START_CHAR: Record<Dir, string> = { N: "^", E: ">", S: "v", W: "<" };

export function mapFromRoute(route: string): string[] {
  let x = 0;
  let y = 0;
  let dir: Dir = "E";
  const cells = new Map<string, string>([["0,0", "."]]);
  const tokens = route.trim().split(/\s+/);
  if (tokens[0] in START) dir = START[tokens.shift()!];
  const startDir = dir;
  const mark = (ch: string) => {
    const k = `${x},${y}`;
    const had = cells.get(k);
    if (had && had !== "." && had !== ch) throw new Error(`route "${route}": two marks on one cell`);
    cells.set(k, ch);
  };
  for (const t of tokens) {
    const moves = /^m(\d*)$/.exec(t);
    if (moves) {
      for (let i = 0; i < Number(moves[1] || 1); i++) {
        x += STEP[dir][0];
        y += STEP[dir][1];
        if (!cells.has(`${x},${y}`)) cells.set(`${x},${y}`, ".");
      }
    } else if (t === "l") dir = ORDER[(ORDER.indexOf(dir) + 3) % 4];
    else if (t === "r") dir = ORDER[(ORDER.indexOf(dir) + 1) % 4];
    else if (/^[*1-9LR]$/.test(t)) mark(t);
    else throw new Error(`route "${route}": unknown token "${t}"`);
  }
  if (cells.get(`${x},${y}`) !== "*") mark("G");
  if (cells.get("0,0") !== ".") throw new Error(`route "${route}": the start cell holds a mark`);
  cells.set("0,0", START_CHAR[startDir]);
  const xs = [...cells.keys()].map((k) => Number(k.split(",")[0]));
  const ys = [...cells.keys()].map((k) => Number(k.split(",")[1]));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if (x1 - x0 >= 12 || y1 - y0 >= 12) throw new Error(`route "${route}": larger than 12 × 12`);
  const rows: string[] = [];
  for (let row = y0; row <= y1; row++) {
    let line = "";
    for (let col = x0; col <= x1; col++) line += cells.get(`${col},${row}`) ?? "#";
    rows.push(line);
  }
  return rows;
}
