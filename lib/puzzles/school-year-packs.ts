// Written by scripts/puzzles/make-packs.ts: the school-year packs (issue 27, docs/decisions/220). Do not edit.
import greenIntroduction10 from "@/content/puzzles/green-introduction-10.json";
import greenDataTypes11 from "@/content/puzzles/green-data-types-11.json";
import greenVariables12 from "@/content/puzzles/green-variables-12.json";
import greenConditionals13 from "@/content/puzzles/green-conditionals-13.json";
import greenLoops14 from "@/content/puzzles/green-loops-14.json";
import greenLists15 from "@/content/puzzles/green-lists-15.json";
import greenFunctions16 from "@/content/puzzles/green-functions-16.json";
import yellowIntroduction10 from "@/content/puzzles/yellow-introduction-10.json";
import yellowDataTypes11 from "@/content/puzzles/yellow-data-types-11.json";
import yellowVariables12 from "@/content/puzzles/yellow-variables-12.json";
import yellowConditionals13 from "@/content/puzzles/yellow-conditionals-13.json";
import yellowLoops14 from "@/content/puzzles/yellow-loops-14.json";
import yellowLists15 from "@/content/puzzles/yellow-lists-15.json";
import yellowFunctions16 from "@/content/puzzles/yellow-functions-16.json";
import orangeIntroduction10 from "@/content/puzzles/orange-introduction-10.json";
import orangeDataTypes11 from "@/content/puzzles/orange-data-types-11.json";
import orangeVariables12 from "@/content/puzzles/orange-variables-12.json";
import orangeConditionals13 from "@/content/puzzles/orange-conditionals-13.json";
import orangeLoops14 from "@/content/puzzles/orange-loops-14.json";
import orangeLists15 from "@/content/puzzles/orange-lists-15.json";
import orangeFunctions16 from "@/content/puzzles/orange-functions-16.json";

export const SCHOOL_YEAR_PACKS: readonly unknown[] = [
  greenIntroduction10,
  greenDataTypes11,
  greenVariables12,
  greenConditionals13,
  greenLoops14,
  greenLists15,
  greenFunctions16,
  yellowIntroduction10,
  yellowDataTypes11,
  yellowVariables12,
  yellowConditionals13,
  yellowLoops14,
  yellowLists15,
  yellowFunctions16,
  orangeIntroduction10,
  orangeDataTypes11,
  orangeVariables12,
  orangeConditionals13,
  orangeLoops14,
  orangeLists15,
  orangeFunctions16,
];
