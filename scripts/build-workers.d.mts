/** Bundles lib/workers/entry.ts to lib/generated/workers/entry.mjs; resolves with the file's absolute path. */
export function buildWorkers(): Promise<string>;
