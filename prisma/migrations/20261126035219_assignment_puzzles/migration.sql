-- AlterTable
ALTER TABLE "assignment" ADD COLUMN     "puzzles" TEXT[] DEFAULT ARRAY[]::TEXT[];

