-- CreateTable
CREATE TABLE "puzzle_attempt" (
    "id" UUID NOT NULL,
    "student_id" UUID NOT NULL,
    "client_id" TEXT NOT NULL,
    "puzzle_id" TEXT NOT NULL,
    "pack_id" TEXT NOT NULL,
    "assignment_id" UUID,
    "outcome" TEXT NOT NULL,
    "solved" BOOLEAN NOT NULL,
    "block_count" INTEGER NOT NULL,
    "program" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "puzzle_attempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "screen_time_day" (
    "student_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "seconds" INTEGER NOT NULL DEFAULT 0,
    "last_beat_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "screen_time_day_pkey" PRIMARY KEY ("student_id","day")
);

-- CreateIndex
CREATE INDEX "puzzle_attempt_student_id_puzzle_id_idx" ON "puzzle_attempt"("student_id", "puzzle_id");

-- CreateIndex
CREATE INDEX "puzzle_attempt_assignment_id_idx" ON "puzzle_attempt"("assignment_id");

-- CreateIndex
CREATE UNIQUE INDEX "puzzle_attempt_student_id_client_id_key" ON "puzzle_attempt"("student_id", "client_id");

-- AddForeignKey
ALTER TABLE "puzzle_attempt" ADD CONSTRAINT "puzzle_attempt_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "puzzle_attempt" ADD CONSTRAINT "puzzle_attempt_assignment_id_fkey" FOREIGN KEY ("assignment_id") REFERENCES "assignment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "screen_time_day" ADD CONSTRAINT "screen_time_day_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

