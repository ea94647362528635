-- CreateTable
CREATE TABLE "lesson_presence" (
    "student_id" UUID NOT NULL,
    "puzzle_id" TEXT NOT NULL,
    "since" TIMESTAMP(3) NOT NULL,
    "seen_at" TIMESTAMP(3) NOT NULL,
    "hand_raised_at" TIMESTAMP(3),
    "hand_puzzle_id" TEXT,

    CONSTRAINT "lesson_presence_pkey" PRIMARY KEY ("student_id")
);

-- CreateTable
CREATE TABLE "puzzle_feedback" (
    "id" UUID NOT NULL,
    "student_id" UUID NOT NULL,
    "puzzle_id" TEXT NOT NULL,
    "author_id" UUID,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seen_at" TIMESTAMP(3),

    CONSTRAINT "puzzle_feedback_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "puzzle_feedback_student_id_created_at_idx" ON "puzzle_feedback"("student_id", "created_at");

-- AddForeignKey
ALTER TABLE "lesson_presence" ADD CONSTRAINT "lesson_presence_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "puzzle_feedback" ADD CONSTRAINT "puzzle_feedback_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "puzzle_feedback" ADD CONSTRAINT "puzzle_feedback_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

