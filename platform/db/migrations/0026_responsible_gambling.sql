CREATE TABLE "play_breaks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"length" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reopened_at" timestamp with time zone,
	"reopened_by" text,
	CONSTRAINT "play_breaks_ends" CHECK ("play_breaks"."kind" = 'exclusion' OR "play_breaks"."ends_at" IS NOT NULL),
	CONSTRAINT "play_breaks_reopened" CHECK ("play_breaks"."reopened_at" IS NULL OR ("play_breaks"."kind" = 'exclusion' AND "play_breaks"."ends_at" IS NOT NULL AND "play_breaks"."reopened_at" >= "play_breaks"."ends_at"))
);
--> statement-breakpoint
CREATE TABLE "play_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"played_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "play_days_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "play_days_played" CHECK ("play_days"."played_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limits_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period"),
	CONSTRAINT "play_limits_amounts" CHECK (("play_limits"."amount" IS NULL OR "play_limits"."amount" > 0) AND ("play_limits"."pending_amount" IS NULL OR "play_limits"."pending_amount" > 0)),
	CONSTRAINT "play_limits_pending" CHECK ("play_limits"."pending_at" IS NOT NULL OR "play_limits"."pending_amount" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "play_settings" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"reality_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "responsible_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "played_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "reality_at_ms" bigint;--> statement-breakpoint
ALTER TABLE "play_breaks" ADD CONSTRAINT "play_breaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_days" ADD CONSTRAINT "play_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_settings" ADD CONSTRAINT "play_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsible_audit" ADD CONSTRAINT "responsible_audit_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_breaks_member_idx" ON "play_breaks" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "responsible_audit_member_idx" ON "responsible_audit" USING btree ("member_id","at");