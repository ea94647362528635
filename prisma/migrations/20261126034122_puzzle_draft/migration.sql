-- CreateTable
CREATE TABLE "puzzle_draft" (
    "student_id" UUID NOT NULL,
    "puzzle_id" TEXT NOT NULL,
    "program" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "puzzle_draft_pkey" PRIMARY KEY ("student_id","puzzle_id")
);

-- AddForeignKey
ALTER TABLE "puzzle_draft" ADD CONSTRAINT "puzzle_draft_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

