// The school-year packs of the Conditionals unit, Green to Orange (docs/decisions/220, 261, 262): one line a puzzle.
// Notation, routes and helpers: ../packs.ts. After an edit: npm run puzzles:generate, then npm run puzzles:check.
import { CHOOSE, LOGIC, P, type PackSpec, REPEAT, pack } from "../packs";
import { SKILLS as S } from "../skills";

/** Gem or Wall nests its choices (the first pack's Left or Right? names the same skill). */
const CHOICES_IN_CHOICES = { id: "nested-conditionals", title: "Choices inside choices" };

export const CONDITIONALS_PACKS: PackSpec[] = [
  pack("Green", "Conditionals", 13, "Maybe a Gem", {
    instructions: "❓ asks a question. Only pick up a gem 💎 when Sprout stands on one.",
    hint: "Use ❓ if “on a gem?” around the pick-up block.",
    blocks: CHOOSE,
    skills: [S.conditionals],
    puzzles: [
      P("Gem or Not", "m * m m", "move; if gem { collect }; move; if gem { collect }; move", {
        instructions:
          "There are 3 worlds. The gems 💎 are on other squares in each one. After each step, ask ❓ “on a gem?” and pick up only when the answer is yes. One program must work in all 3 worlds.",
        hint: "Put ❓ if “on a gem?” around each pick-up block.",
        worlds: [{ route: "m m * m" }, { route: "m * m * m" }],
      }),
      P("Check Every Step", "m * m m *", "repeat 3 { move; if gem { collect } }", {
        blocks: [...REPEAT, "sprout_if", "sprout_on_gem"],
        instructions:
          "3 worlds, and the gems 💎 lie on other squares in each. Take 3 steps and check for a gem after every step. 🔁 can do the checking again and again for you.",
        hint: "What does Sprout do on every square? Put just that inside 🔁 repeat.",
        worlds: [{ map: [">.**"] }, { map: [">**."] }],
      }),
      P(
        "Long Hall of Maybe",
        "m * m m * r m m * m",
        "repeat 3 { move; if gem { collect } }; turn right; repeat 3 { move; if gem { collect } }",
        {
          blocks: [...REPEAT, "sprout_if", "sprout_on_gem"],
          instructions:
            "A long hall turns right on the way to the flag 🚩. In each world the gems 💎 hide on other squares. Check every square, before and after the turn.",
          hint: "Check for a gem after every step: one 🔁 before the turn, one after it.",
          worlds: [{ route: "m m * m r m * m m" }, { route: "m * m m r m * m * m" }],
        },
      ),
      P("Walk Until the Flag", "m * m m * m m", "until goal { if gem { collect }; move }", {
        wrong: "until goal { move }",
        instructions:
          "Each world's hall has its own length and its own gems 💎. Keep walking until Sprout reaches the flag 🚩, and pick up a gem wherever one lies.",
        hint: "Use 🔁 repeat until “at the flag 🏁?”. Inside it, ask ❓ before each step.",
        worlds: [{ route: "m m * m * m" }, { route: "m * m m m * m m m" }],
      }),
      P("Wall Ahead?", "m3 l m3", "until goal { if not path ahead { turn left }; move }", {
        blocks: [...CHOOSE, "sprout_not"],
        wrong: "until goal { move }",
        skills: [S.conditionals, S.compound],
        instructions:
          "The path turns left, but at a different square in each world. Walk to the flag 🚩, and turn left only when a wall is in front of Sprout.",
        hint: "Ask ❓ “not path ahead?” before each step. When it is true, turn left.",
        worlds: [{ route: "m2 l m2 l m2" }, { route: "m4 l m2" }],
      }),
      P("Right at the Wall", "m2 * r m2 * r m2", "until goal { if path ahead { move } else { collect; turn right } }", {
        wrong: "until goal { if path ahead { move } else { turn left } }",
        skills: [S.conditionals, S.ifElse],
        instructions:
          "A gem 💎 waits in every corner, and the corners are in other places in each world. Step while the path is open. At a wall, pick up the gem and turn right.",
        hint: "Use ❓ if “path ahead?” … else. The else part runs at the wall.",
        worlds: [{ route: "m * r m3 * r m" }, { route: "m3 * r m2 * r m3" }],
      }),
      P(
        "Gems Round the Corner",
        "m * m l m * m",
        "until goal { if gem { collect }; if path ahead { move } else { turn left } }",
        {
          skills: [S.conditionals, S.ifElse],
          instructions:
            "The path turns left at a different square in each world, and the gems 💎 lie somewhere else too. Pick up a gem when you stand on one, and turn left at the wall.",
          hint: "Ask two questions each time: first “on a gem?”, then “path ahead?”.",
          worlds: [{ route: "m3 * l m m" }, { route: "m m * l m * m m" }],
        },
      ),
      P(
        "Which Way?",
        "m2 * l m2 r m2",
        "until goal { if gem { collect }; if path left { turn left }; if path right { turn right }; move }",
        {
          wrong: "until goal { if path left { turn left }; if path right { turn right }; move }",
          skills: [S.conditionals, S.ifElse],
          instructions:
            "In one world the path bends left first, in another right first. Turn the way the path goes, and pick up every gem 💎 you stand on.",
          hint: "Before each step, ask ❓ “path left?” and ❓ “path right?”.",
          worlds: [{ route: "m2 * r m2 l m2" }, { route: "m * r m2 * l m" }],
        },
      ),
    ],
  }),
  pack("Yellow", "Conditionals", 13, "Choices on the Way", {
    instructions: "Ask questions as Sprout walks: is there a wall, a gem, a way to turn?",
    hint: "Inside the loop, ask a question with if, and choose with else.",
    blocks: LOGIC,
    skills: [S.conditionals],
    puzzles: [
      P("Gems Here and There", "m2 * m * m2 * m", "until goal { if gem { collect }; if path ahead { move } }", {
        wrong: "until goal { move }",
        instructions:
          "Three worlds, one program. The gems lie on different squares in each world, so check every square on the way to the flag and pick up only where a gem is.",
        hint: "Inside repeat until, ask “on a gem?” before every step.",
        worlds: [{ route: "m * m2 * m * m2" }, { route: "m3 * m * m * m" }],
      }),
      P("Turn Right When Blocked", "m3 r m2 r m3", "until goal { if path right { turn right }; move }", {
        wrong: "until goal { move }",
        instructions:
          "The hall turns right twice, but after a different number of steps in each world. Turn right whenever a path opens on Sprout's right, then step.",
        hint: "Before each step, ask “path right?”. If the answer is yes, turn first.",
        worlds: [{ route: "m2 r m3 r m2" }, { route: "m4 r m2 r m4" }],
      }),
      P("Not Blocked", "m2 l m3 l m2", "until goal { if not path ahead { turn left } else { move } }", {
        skills: [S.conditionals, S.compound],
        wrong: "until goal { move }",
        instructions:
          "In each world the path bends left at other places. Step forward while the way is clear; when it is not, turn left.",
        hint: "Use if/else with not: when the path ahead is not open, turn left; else move.",
        worlds: [{ route: "m3 l m2 l m3" }, { route: "m4 l m4" }],
      }),
      P(
        "Gems on a Winding Road",
        "m2 * l m2 * r m *",
        "until not path ahead and not path left and not path right { if gem { collect }; if path ahead { move } else { if path left { turn left } else { turn right } } }; collect",
        {
          skills: [S.conditionals, S.compound],
          wrong: "until goal { move }",
          instructions:
            "The road winds left and right, another way in each world, and ends in a dead end with a gem. Follow it, pick up every gem on the way, and stop at the dead end.",
          hint: "Repeat until no path is open ahead, left or right. Inside: pick up if you can, then choose ahead, left or right.",
          worlds: [{ route: "m * r m2 * l m2 *" }, { route: "m2 l m * m r m2 *" }],
        },
      ),
      P(
        "Right Hand on the Wall",
        "m2 r m2 l m2 r m2 l m",
        "until goal { if path right { turn right }; if path ahead { move } else { turn left } }",
        {
          skills: [S.conditionals, S.algorithms],
          wrong: "until goal { if path ahead { move } else { turn left } }",
          instructions:
            "A zigzag hall, a different one in each world. Keep your right hand on the wall: turn right when a path opens on the right, step when you can, turn left when you must.",
          hint: "Ask “path right?” first. Turn left only when the path ahead is blocked too.",
          worlds: [{ route: "m r m3 l m2 r m l m2" }, { route: "m3 l m2 r m2 r m" }],
        },
      ),
      P(
        "Gem or Step",
        "m * m * l m m * r m2",
        "until goal { if gem { collect } else { if path ahead { move } else { if path left { turn left } else { turn right } } } }",
        {
          skills: [S.conditionals, S.ifElse],
          instructions:
            "Each world hides its gems in other places and bends another way. On every square, choose: pick up a gem, or go on by stepping ahead or turning to the open side.",
          hint: "Start with if “on a gem?” … else. Put the path questions inside the else.",
          worlds: [{ route: "m2 * r m * m l m * m" }, { route: "m * m2 l m * m r m" }],
        },
      ),
      P(
        "Either Way",
        "m3 r m3 l m3",
        "until goal { if path left or path right { if path left { turn left } else { turn right } }; move }",
        {
          skills: [S.conditionals, S.compound],
          wrong: "until goal { if path ahead { move } else { turn left } }",
          instructions:
            "The hall bends right, left, or right twice: the order is different in each world. When a path opens on either side, turn toward it, then step.",
          hint: "Join “path left?” and “path right?” with or. Inside that if, decide which side it is.",
          worlds: [{ route: "m2 l m3 r m2" }, { route: "m4 r m2 r m4" }],
        },
      ),
      P(
        "Careful Collector",
        "m * m2 * l m2 * l m2 *",
        "until goal { if gem and path ahead { collect; move } else { if gem { collect } else { if path ahead { move } else { turn left } } } }",
        {
          skills: [S.conditionals, S.compound],
          wrong: "until goal { if path ahead { move } else { turn left } }",
          instructions:
            "Gems lie along a hall with two left turns, some of them in the corners, and on other squares in each world. Pick up every gem without bumping into a wall.",
          hint: "Join “on a gem?” and “path ahead?” with and: when both are true, pick up, then step.",
          worlds: [{ route: "m2 * m * l m * m l m2 *" }, { route: "m * m * m l m2 * l m * m *" }],
        },
      ),
    ],
  }),
  pack("Orange", "Conditionals", 13, "Decisions", {
    instructions: "Make Sprout decide at every step. Join questions with and, or, not.",
    hint: "Write the rule Sprout follows in words first, then as if / else.",
    blocks: LOGIC,
    skills: [S.conditionals],
    puzzles: [
      P("Only on Gems", "m * m2 * m *", "until goal { move; if gem { collect } }; turn right", {
        id: "o13-only-on-gems",
        map: [">*.**.G"],
        solution: "repeat 6 { move; if gem { collect } }",
        wrong: "repeat 6 { move }",
        instructions:
          "Six steps to the flag in every world, but the gems sit on different squares in each. Check after every step and pick up only where a gem lies.",
        hint: "A counted loop can still ask a question each time round.",
        worlds: [{ map: [">.*.**G"] }, { map: [">**..*G"] }],
      }),
      P("Dead End Ahead", "m4 r m3", "until goal { if not path ahead { turn right }; move }", {
        wrong: "until goal { move }",
        instructions:
          "The corridor turns right after a different number of steps in each world, and twice in one of them. Turn right only when the way ahead is blocked.",
        hint: "Test “not path ahead” before each step: it is true exactly at the wall.",
        worlds: [{ route: "m2 r m2 r m2" }, { route: "m3 r m4" }],
      }),
      P(
        "Left Hand Rule",
        "m2 l m2 r m2 l m2 r",
        "until goal { if path left { turn left } else { if not path ahead { turn right } }; move }",
        {
          route: "m2 l m2 r m2 l m2",
          wrong: "until goal { if path ahead { move } else { turn right } }",
          instructions:
            "Follow the wall on Sprout's left through a staircase that is different in each world. Turn left whenever you can; when neither left nor straight is open, turn right.",
          hint: "Check left first. Only when left is closed, ask whether the way ahead is blocked.",
          worlds: [{ route: "m r m2 l m3 l m2" }, { route: "m3 l m r m2 l m3" }],
        },
      ),
      P(
        "Both Ways Open",
        "m3 r m2 l m2",
        "until goal { if path left and path right { turn right } else { if not path ahead { if path left { turn left } else { turn right } } }; move }",
        {
          skills: [S.conditionals, S.compound],
          map: ["###.##", ">...##", "###..G"],
          wrong: "until goal { move }",
          instructions:
            "Each world has a fork, in a different place, where the path splits left and right: the flag is always to the right, the left side is a dead end. At a plain corner, turn the only way that is open.",
          hint: "Spot the fork with and: path left and path right. Handle a blocked way ahead separately.",
          worlds: [{ map: [">..##", "##.##", "G...."] }, { map: [">.###", "#.###", "G...."] }],
        },
      ),
      P(
        "Gem or Wall",
        "m * m * r m * m l m",
        "until goal { if gem { collect } else { if path ahead { move } else { if path right { turn right } else { turn left } } } }",
        {
          skills: [S.conditionals, CHOICES_IN_CHOICES],
          wrong: "until goal { if path ahead { move } else { turn right } }",
          instructions:
            "Each world puts its gems and its corners somewhere else, turning right or left. On every square decide: pick up a gem, step ahead, or turn toward the open side.",
          hint: "Nest the questions: the gem first, then the path ahead, then which side is open.",
          worlds: [{ route: "m2 * l m * m * r m2" }, { route: "m * m2 r m2 * r m * m" }],
        },
      ),
      P(
        "Not a Gem",
        "m * m m * m l m * m m",
        "until goal { if not gem { if path ahead { move } else { turn left } } else { collect } }",
        {
          skills: [S.conditionals, S.compound],
          wrong: "until goal { if path ahead { move } else { turn left } }",
          instructions:
            "The path only ever turns left, but the gems and the corners are elsewhere in each world. When Sprout is not on a gem, walk on or turn left; otherwise pick the gem up.",
          hint: "Start with if not “on a gem?”. Everything about walking goes inside it.",
          worlds: [{ route: "m2 * m l m * m m * m" }, { route: "m * m l m m * m l m * m" }],
        },
      ),
      P(
        "Right Wall Follower",
        "m2 r m2 l m2 l m2 r m2",
        "until goal { if path right { turn right; move } else { if path ahead { move } else { if path left { turn left } else { turn right; turn right } } } }",
        {
          skills: [S.conditionals, S.algorithms],
          wrong: "until goal { if path ahead { move } else { turn left } }",
          instructions:
            "A small maze, different in each world, and two of them hide a dead end on the right. Follow the right-hand wall: right if you can, else straight, else left, and turn around at a dead end.",
          hint: "Four cases in order: right, ahead, left, dead end. Each else holds the next question.",
          worlds: [{ map: [">...###", "#.#.###", "#.#...G"] }, { map: ["####.G", "####.#", ">....#", "##.###"] }],
        },
      ),
      P(
        "Gems in a Maze",
        "m * m r m * m l m2 * l m",
        "until goal { if gem { collect }; if path right { turn right }; if path ahead { move } else { turn left } }",
        {
          skills: [S.conditionals, S.algorithms],
          wrong: "until goal { if path right { turn right }; if path ahead { move } else { turn left } }",
          instructions:
            "A winding path with its gems in other places in each world. Keep to the right-hand wall and pick up every gem you pass.",
          hint: "Ask about a gem first, then about a path on the right, then about the way ahead.",
          worlds: [{ route: "m2 * r m l m * m l m * m" }, { route: "m * m l m2 * r m2 * r m2" }],
        },
      ),
    ],
  }),
];
