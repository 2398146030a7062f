CREATE TABLE "big_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"customer_name" text NOT NULL,
	"game_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"app_new_window" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"classify" text NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"freeplay" boolean DEFAULT false NOT NULL,
	"theme" integer NOT NULL,
	"sort" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "games_node_id_unique" UNIQUE("node_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_lanes" (
	"category" text NOT NULL,
	"vendor" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "vendor_lanes_category_vendor_pk" PRIMARY KEY("category","vendor")
);
--> statement-breakpoint
CREATE TABLE "announcement_texts" (
	"announcement_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	CONSTRAINT "announcement_texts_announcement_id_lang_pk" PRIMARY KEY("announcement_id","lang")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"execution" text,
	"media_type" text DEFAULT 'none' NOT NULL,
	"media_url" text,
	"images" jsonb,
	"linkage_type" text DEFAULT 'none' NOT NULL,
	"linkage" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_entries" (
	"tag" text PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_texts" (
	"tag" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "help_texts_tag_lang_pk" PRIMARY KEY("tag","lang")
);
--> statement-breakpoint
ALTER TABLE "big_wins" ADD CONSTRAINT "big_wins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "big_wins" ADD CONSTRAINT "big_wins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_game_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_lanes" ADD CONSTRAINT "vendor_lanes_vendor_game_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_texts" ADD CONSTRAINT "announcement_texts_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_texts" ADD CONSTRAINT "help_texts_tag_help_entries_tag_fk" FOREIGN KEY ("tag") REFERENCES "public"."help_entries"("tag") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "big_wins_amount_idx" ON "big_wins" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "games_category_sort_idx" ON "games" USING btree ("category","sort","id");--> statement-breakpoint
CREATE INDEX "games_vendor_sort_idx" ON "games" USING btree ("vendor","category","sort","id");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("is_hot","sort");--> statement-breakpoint
CREATE INDEX "announcements_type_idx" ON "announcements" USING btree ("type","active","sort");