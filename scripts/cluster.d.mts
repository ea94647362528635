type Env = Record<string, string | undefined>;
export function workerCount(env?: Env, cores?: number): { count: number; note?: string };
export function restartDelay(lifeMs: number, streak: number): number;
export function supervise(options: {
  count: number;
  exec: string;
  args?: string[];
  execArgv?: string[];
  env?: Env;
  quietEnv?: Env;
  log?: (line: string) => void;
}): Promise<number>;
