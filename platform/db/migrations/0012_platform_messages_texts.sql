DROP INDEX "member_messages_unread_idx";--> statement-breakpoint
CREATE INDEX "member_messages_inbox_idx" ON "member_messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_messages_broadcast_idx" ON "member_messages" USING btree ("broadcast_id");--> statement-breakpoint
ALTER TABLE "member_messages" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "member_messages" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_source" CHECK (("member_messages"."broadcast_id" IS NULL) <> ("member_messages"."template" IS NULL));--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_target" CHECK (("message_broadcasts"."audience" = 'all') = ("message_broadcasts"."target_member_id" IS NULL));