CREATE TABLE "member_day_stats" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	"bet_hours" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_day_stats_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_month_stats" (
	"member_id" bigint NOT NULL,
	"month" date NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	"bet_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_month_stats_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
CREATE TABLE "team_day_stats" (
	"upline_id" bigint NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"valid_stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"first_deposit_amount" bigint DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_day_stats_upline_id_day_shard_pk" PRIMARY KEY("upline_id","day","shard")
);
--> statement-breakpoint
CREATE TABLE "team_stats_versions" (
	"upline_id" bigint NOT NULL,
	"shard" smallint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_stats_versions_upline_id_shard_pk" PRIMARY KEY("upline_id","shard")
);
--> statement-breakpoint
ALTER TABLE "member_day_stats" ADD CONSTRAINT "member_day_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_month_stats" ADD CONSTRAINT "member_month_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_day_stats" ADD CONSTRAINT "team_day_stats_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_stats_versions" ADD CONSTRAINT "team_stats_versions_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_day_stats_day_idx" ON "member_day_stats" USING btree ("day","member_id");--> statement-breakpoint
CREATE INDEX "member_month_stats_month_idx" ON "member_month_stats" USING btree ("month","member_id");--> statement-breakpoint
-- The day and month rollups of the hours already kept; from now on they are written with the hours
-- (platform/modules/ledger/stats.ts). A day's bet_hours has bit h set when its UTC hour h had a
-- bet; a month's bet_days has bit d - 1 set when its day d had one.
INSERT INTO "member_day_stats" ("member_id", "day", "bets", "stake", "valid_stake", "win", "deposits", "first_deposits",
	"first_deposit_amount", "withdrawals", "bonuses", "rebates", "bet_hours")
SELECT "member_id", ("hour" AT TIME ZONE 'UTC')::date, sum("bets"), sum("stake"), sum("valid_stake"), sum("win"), sum("deposits"),
	sum("first_deposits"), sum("first_deposit_amount"), sum("withdrawals"), sum("bonuses"), sum("rebates"),
	bit_or(CASE WHEN "bets" > 0 THEN 1 << extract(hour FROM ("hour" AT TIME ZONE 'UTC'))::int ELSE 0 END)
FROM "member_hour_stats" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "member_month_stats" ("member_id", "month", "bets", "stake", "valid_stake", "win", "deposits", "first_deposits",
	"first_deposit_amount", "withdrawals", "bonuses", "rebates", "bet_days")
SELECT "member_id", date_trunc('month', "day")::date, sum("bets"), sum("stake"), sum("valid_stake"), sum("win"), sum("deposits"),
	sum("first_deposits"), sum("first_deposit_amount"), sum("withdrawals"), sum("bonuses"), sum("rebates"),
	bit_or(CASE WHEN "bets" > 0 THEN 1 << (extract(day FROM "day")::int - 1) ELSE 0 END)
FROM "member_day_stats" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "team_day_stats" ("upline_id", "day", "shard", "bets", "stake", "valid_stake", "win", "deposits", "first_deposits",
	"first_deposit_amount", "withdrawals", "bonuses", "rebates")
SELECT "upline_id", ("hour" AT TIME ZONE 'UTC')::date, "shard", sum("bets"), sum("stake"), sum("valid_stake"), sum("win"), sum("deposits"),
	sum("first_deposits"), sum("first_deposit_amount"), sum("withdrawals"), sum("bonuses"), sum("rebates")
FROM "team_hour_stats" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- A change of any team (an account joins, moves or leaves) changes its uplines' reports: their
-- version moves on in the same transaction, as stats.ts moves it for every change of the figures.
CREATE FUNCTION "team_stats_versions_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		INSERT INTO "team_stats_versions" ("upline_id", "shard", "version") VALUES (OLD."upline_id", (OLD."member_id" % 8)::smallint, 1)
		ON CONFLICT ("upline_id", "shard") DO UPDATE SET "version" = "team_stats_versions"."version" + 1;
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') THEN
		INSERT INTO "team_stats_versions" ("upline_id", "shard", "version") VALUES (NEW."upline_id", (NEW."member_id" % 8)::smallint, 1)
		ON CONFLICT ("upline_id", "shard") DO UPDATE SET "version" = "team_stats_versions"."version" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "team_members_version" AFTER INSERT OR UPDATE OR DELETE ON "team_members" FOR EACH ROW EXECUTE FUNCTION "team_stats_versions_bump"();
--> statement-breakpoint
INSERT INTO "team_stats_versions" ("upline_id", "shard", "version")
SELECT DISTINCT "upline_id", ("member_id" % 8)::smallint, 1 FROM "team_members";
