type Env = Record<string, string | undefined>;
export function nextStartArgs(env?: Env): string[];
export function listeningOn(env?: Env): string;
