CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_passes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"table_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"site_session_id" bigint NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_passes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "live_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"dealer_name" text NOT NULL,
	"opens_at" integer NOT NULL,
	"closes_at" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "live_tables_game_id_unique" UNIQUE("game_id"),
	CONSTRAINT "live_tables_hours_check" CHECK ("live_tables"."opens_at" between 0 and 1439 and "live_tables"."closes_at" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "pvp_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	"currency" text NOT NULL,
	"seats_total" integer NOT NULL,
	"seats_taken" integer NOT NULL,
	"hand_steps" integer DEFAULT 0 NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"stepped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pvp_rooms_seats_check" CHECK ("pvp_rooms"."seats_taken" >= 0 and "pvp_rooms"."seats_taken" <= "pvp_rooms"."seats_total" and "pvp_rooms"."stake" > 0 and "pvp_rooms"."hand_steps" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_table_id_live_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."live_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_passes" ADD CONSTRAINT "chat_passes_table_id_live_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."live_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_passes" ADD CONSTRAINT "chat_passes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_passes" ADD CONSTRAINT "chat_passes_site_session_id_sessions_id_fk" FOREIGN KEY ("site_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_tables" ADD CONSTRAINT "live_tables_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_rooms" ADD CONSTRAINT "pvp_rooms_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_table_idx" ON "chat_messages" USING btree ("table_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_rooms_game_stake_idx" ON "pvp_rooms" USING btree ("game_id","stake");--> statement-breakpoint
CREATE INDEX "pvp_rooms_stepped_idx" ON "pvp_rooms" USING btree ("stepped_at");