-- AlterTable
ALTER TABLE "friend_request" ALTER COLUMN "to_child_id" DROP NOT NULL;

