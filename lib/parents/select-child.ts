// SPEC §4 child selection, pure so the rule is tested once: after the list loads the current child is kept if
// still present, otherwise the first; when none remain the "empty child" (null) is shown.
export function selectChild<T extends { id: string }>(children: readonly T[], currentId: string | null): T | null {
  return children.find((c) => c.id === currentId) ?? children[0] ?? null;
}
