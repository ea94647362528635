import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guard";
import { plannerData } from "@/lib/curriculum/planner-data";
import { CurriculumPlanner } from "@/components/curriculum/curriculum-planner";
import { UnitPuzzles } from "@/components/activity/unit-puzzles";

export const metadata: Metadata = { title: "Curriculum" };
export const dynamic = "force-dynamic";

export default async function Page() {
  const data = await plannerData(await requireRole("teacher"));
  return (
    <>
      <CurriculumPlanner classes={data.classes} standardSets={data.standardSets} unitPuzzles={data.unitPuzzles} />
      <UnitPuzzles />
    </>
  );
}
