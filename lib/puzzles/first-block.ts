// "Show me the first block" (issue 23, docs/decisions/215): the reference's first block, for the help panel.
import { findBlockSpec } from "./block-vocabulary";

type BlockJson = {
  type?: unknown;
  fields?: Record<string, unknown>;
  inputs?: Record<string, { block?: unknown; shadow?: unknown }>;
};

/**
 * The reference solution's first block under "when ▶ run", as Blockly state without what hangs below it or
 * inside it (its number and question slots stay): what "Show me the first block" places. Null if there is none.
 * Variables are named, so Blockly makes one the child's workspace does not have yet.
 */
export function firstBlockOf(solution: unknown): Record<string, unknown> | null {
  const ws = solution as { blocks?: { blocks?: BlockJson[] }; variables?: { id?: unknown; name?: unknown }[] } | null;
  const names = new Map((ws?.variables ?? []).map((v) => [v.id, v.name]));
  const start = (ws?.blocks?.blocks ?? []).find((b) => b?.type === "sprout_start") as
    { next?: { block?: BlockJson } } | undefined;
  const copy = (b: BlockJson | undefined, bodies: boolean): Record<string, unknown> | null => {
    const spec = typeof b?.type === "string" ? findBlockSpec(b.type) : undefined;
    if (!b || !spec) return null;
    const statements = new Set(
      spec.lines.flatMap((l) => l.args).flatMap((a) => (a.kind === "statement" ? [a.name] : [])),
    );
    const fields = Object.fromEntries(
      Object.entries(b.fields ?? {}).map(([k, v]) => {
        const ref = v as { id?: unknown } | null;
        return [k, ref && typeof ref === "object" && names.has(ref.id) ? { id: ref.id, name: names.get(ref.id) } : v];
      }),
    );
    const inputs = Object.fromEntries(
      Object.entries(b.inputs ?? {})
        .filter(([name]) => bodies || !statements.has(name))
        .map(([name, slot]) => {
          const block = copy(slot.block as BlockJson | undefined, true);
          const shadow = copy(slot.shadow as BlockJson | undefined, true);
          return [name, { ...(block ? { block } : {}), ...(shadow ? { shadow } : {}) }];
        }),
    );
    return {
      type: spec.type,
      ...(Object.keys(fields).length ? { fields } : {}),
      ...(Object.keys(inputs).length ? { inputs } : {}),
    };
  };
  return copy(start?.next?.block, false);
}
