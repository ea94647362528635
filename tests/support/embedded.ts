// Starting tests/support/embedded-instance.ts (a Sprout process on the embedded database in `dir`) and talking
// to it, for the lock, backup and upgrade tests.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** The environment of a Sprout process on the embedded database in `dir` (no DATABASE_URL). */
export function embeddedEnv(dir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SPROUT_DATA_DIR: dir,
    NODE_ENV: "test",
    LOG_LEVEL: "error",
    ...extra,
  };
  delete env.DATABASE_URL;
  return env;
}

export type Instance = { child: ChildProcess; url: string; output: () => string };

/**
 * Spawns an instance on `dir` (under the shell's `umask` when given); resolves once it serves, rejects with its
 * output if it exits first.
 */
export function startInstance(dir: string, extra: Record<string, string> = {}, umask?: string): Promise<Instance> {
  const args = ["--conditions=react-server", "--import", "tsx", "tests/support/embedded-instance.ts"];
  const options: SpawnOptions = { cwd: root, env: embeddedEnv(dir, extra), stdio: ["ignore", "pipe", "pipe"] };
  const child = umask
    ? spawn("sh", ["-c", `umask ${umask} && exec "$0" "$@"`, process.execPath, ...args], options)
    : spawn(process.execPath, args, options);
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`instance exited (${code}): ${out}`));
    child.once("exit", onExit);
    child.stdout!.on("data", () => {
      const m = out.match(/port=(\d+)/);
      if (!m) return;
      child.off("exit", onExit);
      resolve({ child, url: `http://127.0.0.1:${m[1]}`, output: () => out });
    });
  });
}

/** Ends an instance and waits until it is gone. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const gone = new Promise((r) => instance.child.once("exit", r));
  instance.child.kill(signal);
  await gone;
}
