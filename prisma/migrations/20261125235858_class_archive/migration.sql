-- AlterTable
ALTER TABLE "class" ADD COLUMN     "archived_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "class_archived_at_idx" ON "class"("archived_at");

