// Progress computed from recorded topic rows (pure, so the teacher view and the summaries agree).
export type TopicRow = { unitTitle: string; topicTitle: string; level: number; progress: number; updatedAt: Date };

/** {current, topic[]} as SPEC §3 shapes a child's progress: current = the unit worked on most recently. */
export function summarizeProgress(rows: TopicRow[]) {
  let latest: TopicRow | undefined;
  for (const r of rows) if (!latest || r.updatedAt.getTime() > latest.updatedAt.getTime()) latest = r;
  // The current unit's figures as unitProgress computes them, without building every unit's topic list (the
  // roster summarises 30 students per request).
  const unit = latest ? rows.filter((r) => r.unitTitle === latest.unitTitle) : [];
  const current = latest
    ? {
        title: latest.unitTitle,
        level: Math.max(...unit.map((t) => t.level)),
        progress: Math.round(unit.reduce((n, t) => n + t.progress, 0) / unit.length),
      }
    : null;
  return {
    current,
    topic: rows
      .filter((r) => !latest || r.unitTitle === latest.unitTitle)
      .map((r) => ({ unit: r.unitTitle, title: r.topicTitle, level: r.level, progress: r.progress })),
    overall: rows.length ? Math.round(rows.reduce((n, r) => n + r.progress, 0) / rows.length) : 0,
  };
}

/** Per unit: the mean progress of its topics and the highest level reached. */
export function unitProgress(rows: TopicRow[]) {
  const byUnit = new Map<string, TopicRow[]>();
  for (const r of rows) byUnit.set(r.unitTitle, [...(byUnit.get(r.unitTitle) ?? []), r]);
  return [...byUnit.entries()].map(([title, topics]) => ({
    title,
    level: Math.max(...topics.map((t) => t.level)),
    progress: Math.round(topics.reduce((n, t) => n + t.progress, 0) / topics.length),
    topics: topics.map((t) => ({
      title: t.topicTitle,
      level: t.level,
      progress: t.progress,
      updatedAt: t.updatedAt.toISOString(),
    })),
  }));
}
