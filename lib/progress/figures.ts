// Every progress figure Sprout shows, from one child's verified attempts (issue 21, docs/decisions/160). Pure:
// the teacher's list and pane, the parent's charts, the child's home and the organization's analytics all call
// progressFigures, so the same attempts read the same everywhere. Denominators are the base packs (not marked
// `extra`) of the levels open to the child (issue 38): "14 of 89 Green puzzles (16%)" for a Grade 1 child, the
// same whoever looks, since the caller passes the child's open levels (lib/progress/reach.ts), not the viewer's.
import type { CatalogPuzzle, PuzzleCatalog } from "@/lib/puzzles/content";
import { LEVELS } from "@/lib/vocabulary";
import {
  isSolved,
  levelNumber,
  type Outcome,
  type PuzzleFact,
  type Scope,
  scopeName,
  type Share,
  shareOf,
} from "./shares";
import { standardsOfPuzzle } from "./standards";
import type { ProgressView } from "./wire";

/** Stars per puzzle (docs/decisions/211) live in ./stars.ts, small enough for the puzzle page's browser code. */
export { MAX_STARS, starsFor, starsText } from "./stars";
export {
  averageOf,
  factsFromAttempts,
  isSolved,
  levelNumber,
  type Outcome,
  percentOf,
  type PuzzleFact,
  type Scope,
  scopeName,
  type Share,
  shareOf,
} from "./shares";

export type PackFigure = {
  id: string;
  title: string;
  unit: string;
  level: string;
  extra: boolean;
  share: Share;
};
export type TopicFigure = { unit: string; title: string; level: number; progress: number; share: Share };
export type UnitFigure = {
  title: string;
  level: number;
  progress: number;
  share: Share;
  topics: { title: string; level: number; progress: number; share: Share; updatedAt: string | null }[];
};
export type SkillFigure = { id: string; title: string; level: number };
export type StandardFigure = {
  categoryId: string;
  categoryTitle: string;
  tests: { testId: string; testTitle: string; metAt: string }[];
};

export type ProgressFigures = {
  /** The class-list percentage: solved of the base puzzles of the child's open levels. */
  overall: Share;
  /** Highest level (1 Green, 2 Yellow, 3 Orange) of a solved puzzle; 0 before the first. */
  level: number;
  /** SPEC §3 Child.progress.current: the unit of the puzzle tried last in a counted pack, its level and share. */
  current: { title: string; level: number; progress: number; text: string } | null;
  /** SPEC §3 Child.progress.topic: the current unit's packs of the open levels. */
  topic: TopicFigure[];
  /** Units the child has tried in a pack of an open level, in catalog order. */
  units: UnitFigure[];
  packs: PackFigure[];
  puzzles: { id: string; best: Outcome }[];
  skills: SkillFigure[];
  standards: StandardFigure[];
  standardsMet: number;
  solvedPuzzles: number;
  /** True once the child has tried any puzzle (the class's "active" students). */
  isActive: boolean;
};

/** A puzzle's standards, looked up in the standard sets once per puzzle (the roster figures 30 children a request). */
const standardsCache = new WeakMap<object, ReturnType<typeof standardsOfPuzzle>>();
function standardsOf(puzzle: Parameters<typeof standardsOfPuzzle>[0]) {
  let met = standardsCache.get(puzzle);
  if (!met) standardsCache.set(puzzle, (met = standardsOfPuzzle(puzzle)));
  return met;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

type Pack = PuzzleCatalog["packs"][number];
/**
 * Where a puzzle counts: its pack's and its unit's position (unit -1 for a pack the shares do not count: an extra
 * pack, or a level not open to the child), and its level number.
 */
type Slot = { puzzle: CatalogPuzzle; pack: number; unit: number; level: number };
/** What every child's figures read of the catalog, worked out once per catalog and scope (docs/decisions/232). */
type CatalogIndex = {
  /** How the shares name the scope's levels ("Green and Yellow"; "" for every level). */
  name: string;
  /** Puzzles of the counted packs: the base packs of the open levels. */
  total: number;
  /** Units of the counted packs in catalog order, each with its position, its counted packs and their puzzle ids. */
  units: Map<string, { at: number; packs: Pack[]; ids: string[] }>;
  /** Each pack's position in catalog.packs. */
  packAt: Map<Pack, number>;
  slots: Map<string, Slot>;
};
/** Per catalog, per scope (its open levels in level order): a child has one of a few scopes, so a few indexes. */
const indexes = new WeakMap<PuzzleCatalog, Map<string, CatalogIndex>>();
function catalogIndex(catalog: PuzzleCatalog, scope: Scope = LEVELS): CatalogIndex {
  const open = LEVELS.filter((l) => scope.includes(l)) as string[];
  const key = open.join(" ");
  let byScope = indexes.get(catalog);
  if (!byScope) indexes.set(catalog, (byScope = new Map()));
  let index = byScope.get(key);
  if (index) return index;
  const counts = (p: Pack) => !p.extra && open.includes(p.level);
  const units = new Map<string, { at: number; packs: Pack[]; ids: string[] }>();
  for (const p of catalog.packs.filter(counts)) {
    const u = units.get(p.unit) ?? { at: units.size, packs: [], ids: [] };
    u.packs.push(p);
    u.ids.push(...p.puzzles.map((z) => z.id));
    units.set(p.unit, u);
  }
  const packAt = new Map(catalog.packs.map((p, i) => [p, i]));
  const slots = new Map<string, Slot>();
  let total = 0;
  catalog.packs.forEach((p, i) => {
    for (const z of p.puzzles) {
      const puzzle = catalog.puzzles.get(z.id)!;
      const unit = counts(p) ? units.get(p.unit)!.at : -1;
      if (unit >= 0) total++;
      slots.set(z.id, { puzzle, pack: i, unit, level: levelNumber(puzzle.level) });
    }
  });
  index = { name: scopeName(open), total, units, packAt, slots };
  byScope.set(key, index);
  return index;
}

/**
 * The child's facts the catalog knows, sorted by puzzle id, and what every figure counts of them. The counts per
 * pack and per unit are read off the child's facts (a few dozen) once, not by scanning the catalog's puzzles
 * (hundreds) for every pack, unit and child: the roster figures 30 children a request.
 */
function factBook(facts: readonly PuzzleFact[], catalog: PuzzleCatalog, scope: Scope) {
  const index = catalogIndex(catalog, scope);
  // Sorted by id here, not by the database's collation, so ties below break the same way for every caller.
  const known = facts
    .filter((f) => index.slots.has(f.puzzleId))
    .sort((a, b) => (a.puzzleId < b.puzzleId ? -1 : a.puzzleId > b.puzzleId ? 1 : 0));
  const solvedInPack = new Int32Array(catalog.packs.length);
  const lastInPack = new Float64Array(catalog.packs.length).fill(-1);
  /** Units of the counted packs (extra packs and closed levels left out, as in every denominator). */
  const solvedInUnit = new Int32Array(index.units.size);
  const triedLevelInUnit = new Int32Array(index.units.size);
  let solvedCounted = 0;
  /** The last try in a counted pack: the current unit's (a tie goes to the larger puzzle id). */
  let latest: PuzzleFact | undefined;
  for (const f of known) {
    const z = index.slots.get(f.puzzleId)!;
    if (f.lastAt > lastInPack[z.pack]!) lastInPack[z.pack] = f.lastAt;
    if (z.unit >= 0 && z.level > triedLevelInUnit[z.unit]!) triedLevelInUnit[z.unit] = z.level;
    if (z.unit >= 0 && (!latest || f.lastAt >= latest.lastAt)) latest = f;
    if (!isSolved(f.best)) continue;
    solvedInPack[z.pack]!++;
    if (z.unit < 0) continue;
    solvedInUnit[z.unit]!++;
    solvedCounted++;
  }
  const unitAt = (unit: string) => index.units.get(unit)!.at;
  return {
    index,
    known,
    latest,
    /** The overall share: solved of the counted puzzles, named by the open levels. */
    overall: shareOf(solvedCounted, index.total, index.name),
    solvedIn: (pack: Pack) => solvedInPack[index.packAt.get(pack)!]!,
    /** The last try in the pack (epoch ms), -1 before the first. */
    lastIn: (pack: Pack) => lastInPack[index.packAt.get(pack)!]!,
    solvedInUnit: (unit: string) => solvedInUnit[unitAt(unit)]!,
    triedLevelInUnit: (unit: string) => triedLevelInUnit[unitAt(unit)]!,
  };
}
type FactBook = ReturnType<typeof factBook>;

/** A unit's figure (its counted packs across the open levels), for a unit with a counted pack. */
function unitFigureOf(title: string, book: FactBook): UnitFigure {
  const { packs, ids } = book.index.units.get(title)!;
  const share = shareOf(book.solvedInUnit(title), ids.length, [book.index.name, title].filter(Boolean).join(" "));
  return {
    title,
    level: book.triedLevelInUnit(title),
    progress: share.percent,
    share,
    topics: packs.map((p) => {
      const s = shareOf(book.solvedIn(p), p.puzzles.length, p.title);
      const last = book.lastIn(p);
      return {
        title: p.title,
        level: levelNumber(p.level),
        progress: s.percent,
        share: s,
        updatedAt: iso(last < 0 ? null : last),
      };
    }),
  };
}

/**
 * SPEC §3's current unit and its topics: the unit of the puzzle tried last among the counted packs (a try in an
 * extra pack or a closed level does not move it), with only its counted packs as topics.
 */
function currentOf(book: FactBook, unitFigure: (title: string) => UnitFigure) {
  const currentUnit = book.latest ? unitFigure(book.index.slots.get(book.latest.puzzleId)!.puzzle.unit) : null;
  const current = currentUnit
    ? {
        title: currentUnit.title,
        level: currentUnit.level,
        progress: currentUnit.progress,
        text: currentUnit.share.text,
      }
    : null;
  const topic: TopicFigure[] = currentUnit
    ? currentUnit.topics.map((t) => ({
        unit: currentUnit.title,
        title: t.title,
        level: t.level,
        progress: t.progress,
        share: t.share,
      }))
    : [];
  return { current, topic };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Highest level of the solved puzzles, and skills of the credited ones (solved with the puzzle's idea, issue 38);
 * `each` sees every credited puzzle (the standards).
 */
function levelAndSkills(book: FactBook, catalog: PuzzleCatalog, each?: (f: PuzzleFact, puzzle: CatalogPuzzle) => void) {
  const { slots } = catalogIndex(catalog);
  const skills = new Map<string, SkillFigure>();
  let level = 0;
  let solvedPuzzles = 0;
  for (const f of book.known) {
    if (!isSolved(f.best)) continue;
    solvedPuzzles++;
    const { puzzle, level: n } = slots.get(f.puzzleId)!;
    level = Math.max(level, n);
    if (f.creditedAt === null) continue;
    for (const s of puzzle.skills) {
      const had = skills.get(s.id); // this function's own object: raised in place, one per skill
      if (!had) skills.set(s.id, { id: s.id, title: s.title, level: n });
      else if (n > had.level) had.level = n;
    }
    each?.(f, puzzle);
  }
  const list = [...skills.values()].sort((a, b) => byText(a.title, b.title) || byText(a.id, b.id));
  return { level, solvedPuzzles, skills: list };
}

/**
 * Every figure of one child, from their puzzle facts, the catalog and the levels open to them (docs/decisions/160;
 * issue 38: the shares count the base packs of those levels).
 */
export function progressFigures(
  facts: readonly PuzzleFact[],
  catalog: PuzzleCatalog,
  scope: Scope = LEVELS,
): ProgressFigures {
  const book = factBook(facts, catalog, scope);
  const { known, index } = book;

  const packs: PackFigure[] = catalog.packs.map((p) => ({
    id: p.id,
    title: p.title,
    unit: p.unit,
    level: p.level,
    extra: p.extra,
    share: shareOf(book.solvedIn(p), p.puzzles.length, p.title),
  }));

  // Units tried in a counted pack, in catalog order; a unit counts its base packs of the open levels.
  const triedUnits = new Set(known.map((f) => index.slots.get(f.puzzleId)!.unit));
  const units = [...index.units].filter(([, u]) => triedUnits.has(u.at)).map(([u]) => unitFigureOf(u, book));
  const { current, topic } = currentOf(book, (title) => units.find((u) => u.title === title)!);

  const standards = new Map<string, StandardFigure & { first: Map<string, number> }>();
  const { level, solvedPuzzles, skills } = levelAndSkills(book, catalog, (f, puzzle) => {
    for (const m of standardsOf(puzzle)) {
      const c = standards.get(m.categoryId) ?? {
        categoryId: m.categoryId,
        categoryTitle: m.categoryTitle,
        tests: [],
        first: new Map<string, number>(),
      };
      const at = Math.min(c.first.get(m.testId) ?? Infinity, f.creditedAt!);
      if (!c.first.has(m.testId)) c.tests.push({ testId: m.testId, testTitle: m.testTitle, metAt: "" });
      c.first.set(m.testId, at);
      standards.set(m.categoryId, c);
    }
  });
  const standardList = [...standards.values()]
    .sort((a, b) => byText(a.categoryId, b.categoryId))
    .map(({ first, ...c }) => ({
      ...c,
      tests: c.tests
        .map((t) => ({ ...t, metAt: iso(first.get(t.testId)!)! }))
        .sort((a, b) => byText(a.testId, b.testId)),
    }));
  return {
    overall: book.overall,
    level,
    current,
    topic,
    units,
    packs,
    puzzles: known.map((f) => ({ id: f.puzzleId, best: f.best })),
    skills,
    standards: standardList,
    standardsMet: standardList.reduce((n, c) => n + c.tests.length, 0),
    solvedPuzzles,
    isActive: known.length > 0,
  };
}

export type SummaryFigures = Pick<ProgressFigures, "overall" | "level" | "current" | "topic" | "skills">;

/**
 * The figures a list shows for each child (the teacher's roster, the parent's children): the same values as
 * progressFigures' fields of those names, without the packs, the tried units other than the current one and the
 * standards that a list of 30 children would compute and drop (docs/decisions/232).
 */
export function summaryFigures(
  facts: readonly PuzzleFact[],
  catalog: PuzzleCatalog,
  scope: Scope = LEVELS,
): SummaryFigures {
  const book = factBook(facts, catalog, scope);
  const { current, topic } = currentOf(book, (title) => unitFigureOf(title, book));
  const { level, skills } = levelAndSkills(book, catalog);
  return { overall: book.overall, level, current, topic, skills };
}

/** SPEC §3's Child.progress {current, topic}, with the overall share and level every screen words the same way. */
export function progressView(f: Pick<ProgressFigures, "current" | "topic" | "overall" | "level">): ProgressView {
  return { current: f.current, topic: f.topic, overall: f.overall, level: f.level };
}

export type { ProgressView };
