import { compileProgram } from "@/lib/puzzles/notation";
import { verifyAttempt } from "@/lib/puzzles/verify";
import { buildWorld, type World } from "@/lib/puzzles/world";
const map = ['>..#..G', '##.#.##', '#..#.##', '#.##..#', '#..#.##', '##...##'];
const grid = buildWorld(map) as World;
for (const prog of process.argv.slice(2)) {
  const r = verifyAttempt({ grid, blocks: ["sprout_move","sprout_turn","sprout_repeat_until","sprout_at_goal","sprout_if","sprout_if_else","sprout_path","sprout_function_def","sprout_function_call"], idealBlocks: 99, hint: "" }, compileProgram(prog));
  console.log(r.solved, r.blockCount, r.hint ?? "", prog);
}
