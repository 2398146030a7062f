CREATE TABLE "member_hour_stats" (
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
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
	CONSTRAINT "member_hour_stats_member_id_hour_pk" PRIMARY KEY("member_id","hour")
);
--> statement-breakpoint
CREATE TABLE "team_hour_stats" (
	"upline_id" bigint NOT NULL,
	"shard" smallint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
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
	CONSTRAINT "team_hour_stats_upline_id_hour_shard_pk" PRIMARY KEY("upline_id","hour","shard")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "first_deposit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_hour_stats" ADD CONSTRAINT "member_hour_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_hour_stats" ADD CONSTRAINT "team_hour_stats_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_hour_stats_hour_idx" ON "member_hour_stats" USING btree ("hour","member_id");--> statement-breakpoint
-- What the hourly figures count, event by event, read from the bet rows and the postings
-- themselves: the backfill below, the reports of zones whose days cut through hours, and the
-- platform's `reports check` read it. Kinds as platform/modules/ledger/kinds.ts.
CREATE VIEW "report_stats_events" AS
WITH "wallet_moves" AS (
	SELECT t."id", t."member_id", t."kind", t."created_at", sum(p."amount") AS "amount"
	FROM "ledger_transactions" t
	JOIN "ledger_postings" p ON p."transaction_id" = t."id"
	JOIN "ledger_accounts" a ON a."id" = p."account_id" AND a."member_id" = t."member_id" AND a."kind" = 'wallet'
	WHERE t."kind" IN ('deposit', 'seed.deposit', 'withdrawal', 'withdrawal.return', 'withdrawal.refund', 'bonus', 'red.envelope',
		'referral.reward', 'mission.reward', 'points.reward', 'points.conversion', 'rebate')
	GROUP BY t."id", t."member_id", t."kind", t."created_at"
	HAVING sum(p."amount") <> 0
), "first_deposits" AS (
	SELECT DISTINCT ON ("member_id") "id" FROM "wallet_moves"
	WHERE "kind" IN ('deposit', 'seed.deposit') AND "amount" > 0
	ORDER BY "member_id", "id"
), "events" AS (
	SELECT "member_id", "created_at" AS "at", 1 AS "bets", "stake", "stake" AS "valid_stake", "win", 0::bigint AS "deposits", 0 AS "first_deposits",
		0::bigint AS "first_deposit_amount", 0::bigint AS "withdrawals", 0::bigint AS "bonuses", 0::bigint AS "rebates"
	FROM "game_rounds" WHERE "mode" = 'real'
	UNION ALL
	SELECT "member_id", "created_at", 1, "stake", CASE WHEN "status" <> 'open' THEN "stake" ELSE 0 END, coalesce("payout", 0), 0, 0, 0, 0, 0, 0
	FROM "lottery_tickets"
	UNION ALL
	SELECT w."member_id", w."created_at", 0, 0, 0, 0,
		CASE WHEN w."kind" IN ('deposit', 'seed.deposit') THEN w."amount" ELSE 0 END,
		CASE WHEN f."id" IS NULL THEN 0 ELSE 1 END,
		CASE WHEN f."id" IS NULL THEN 0 ELSE w."amount" END,
		CASE WHEN w."kind" IN ('withdrawal', 'withdrawal.return', 'withdrawal.refund') THEN -w."amount" ELSE 0 END,
		CASE WHEN w."kind" IN ('bonus', 'red.envelope', 'referral.reward', 'mission.reward', 'points.reward', 'points.conversion') THEN w."amount" ELSE 0 END,
		CASE WHEN w."kind" = 'rebate' THEN w."amount" ELSE 0 END
	FROM "wallet_moves" w LEFT JOIN "first_deposits" f ON f."id" = w."id"
)
SELECT * FROM "events";
--> statement-breakpoint
-- The same, summed per member and UTC hour: what member_hour_stats must hold.
CREATE VIEW "report_stats_source" AS
SELECT "member_id", date_trunc('hour', "at", 'UTC') AS "hour", sum("bets")::int AS "bets", sum("stake")::bigint AS "stake",
	sum("valid_stake")::bigint AS "valid_stake", sum("win")::bigint AS "win", sum("deposits")::bigint AS "deposits",
	sum("first_deposits")::int AS "first_deposits", sum("first_deposit_amount")::bigint AS "first_deposit_amount",
	sum("withdrawals")::bigint AS "withdrawals", sum("bonuses")::bigint AS "bonuses", sum("rebates")::bigint AS "rebates"
FROM "report_stats_events" GROUP BY 1, 2;
--> statement-breakpoint
UPDATE "members" m SET "first_deposit_at" = t."created_at"
FROM "ledger_transactions" t
JOIN (
	SELECT DISTINCT ON (t2."member_id") t2."id" FROM "ledger_transactions" t2
	JOIN "ledger_postings" p ON p."transaction_id" = t2."id"
	JOIN "ledger_accounts" a ON a."id" = p."account_id" AND a."member_id" = t2."member_id" AND a."kind" = 'wallet'
	WHERE t2."kind" IN ('deposit', 'seed.deposit') AND p."amount" > 0
	ORDER BY t2."member_id", t2."id"
) f ON f."id" = t."id"
WHERE m."id" = t."member_id";
--> statement-breakpoint
INSERT INTO "member_hour_stats" SELECT * FROM "report_stats_source";
--> statement-breakpoint
INSERT INTO "team_hour_stats" ("upline_id", "hour", "shard", "bets", "stake", "valid_stake", "win", "deposits", "first_deposits",
	"first_deposit_amount", "withdrawals", "bonuses", "rebates")
WITH RECURSIVE "up" ("member_id", "upline_id", "depth") AS (
	SELECT "id", "parent_id", 1 FROM "members" WHERE "parent_id" IS NOT NULL
	UNION ALL
	SELECT up."member_id", m."parent_id", up."depth" + 1 FROM "up" JOIN "members" m ON m."id" = up."upline_id"
	WHERE m."parent_id" IS NOT NULL AND up."depth" < 32
)
SELECT up."upline_id", s."hour", (s."member_id" % 8)::smallint, sum(s."bets"), sum(s."stake"), sum(s."valid_stake"), sum(s."win"),
	sum(s."deposits"), sum(s."first_deposits"), sum(s."first_deposit_amount"), sum(s."withdrawals"), sum(s."bonuses"), sum(s."rebates")
FROM "member_hour_stats" s JOIN "up" ON up."member_id" = s."member_id"
GROUP BY 1, 2, 3;
