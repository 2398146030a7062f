CREATE TABLE "message_broadcasts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audience" text NOT NULL,
	"target_member_id" bigint,
	"title_es" text NOT NULL,
	"content_es" text NOT NULL,
	"title_en" text NOT NULL,
	"content_en" text NOT NULL,
	"sent_by" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "broadcast_id" bigint;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "member_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_target_member_id_members_id_fk" FOREIGN KEY ("target_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_broadcast_id_message_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."message_broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Each message written before broadcasts existed becomes a broadcast to its one member, under the
-- same id, with its plain text as escaped HTML in both languages.
INSERT INTO "message_broadcasts" ("id", "audience", "target_member_id", "title_es", "content_es", "title_en", "content_en", "sent_by", "recipients", "created_at")
SELECT "id", 'member', "member_id", "title", '<p>' || replace(replace(replace("content", '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>', "title", '<p>' || replace(replace(replace("content", '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>', 'platform', 1, "created_at"
FROM "member_messages";--> statement-breakpoint
UPDATE "member_messages" SET "broadcast_id" = "id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('message_broadcasts', 'id'), coalesce((SELECT max("id") FROM "message_broadcasts"), 1), (SELECT count(*) FROM "message_broadcasts") > 0);
