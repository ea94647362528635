// The skills every pack source names (one title per id across all packs, lib/puzzles/authoring.test.ts).
export type Skill = { id: string; title: string };

export const SKILLS = {
  sequencing: { id: "sequencing", title: "Putting steps in order" },
  algorithms: { id: "algorithms", title: "Following and making a plan" },
  loops: { id: "loops", title: "Repeating steps with loops" },
  nested: { id: "nested-loops", title: "Loops inside loops" },
  until: { id: "repeat-until", title: "Repeating until something is true" },
  conditionals: { id: "conditionals", title: "Making choices with if" },
  ifElse: { id: "if-else", title: "Choosing between two actions" },
  compound: { id: "compound-conditions", title: "Joining questions with and, or, not" },
  variables: { id: "variables", title: "Storing and changing numbers" },
  comparisons: { id: "comparisons", title: "Comparing numbers" },
  functions: { id: "functions", title: "Naming a group of steps" },
  decomposition: { id: "decomposition", title: "Breaking a problem into parts" },
  numbers: { id: "numbers-on-tiles", title: "Reading numbers as data" },
  words: { id: "words-on-tiles", title: "Reading words as data" },
  counting: { id: "counting-gems", title: "Counting and comparing" },
  lists: { id: "lists", title: "Keeping items in a list" },
  listLoops: { id: "list-loops", title: "Going through a list" },
  angles: { id: "angles", title: "Turning by angles" },
  parameters: { id: "parameters", title: "Giving a function a number" },
} satisfies Record<string, Skill>;
