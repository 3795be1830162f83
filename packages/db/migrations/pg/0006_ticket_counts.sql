CREATE TABLE "ticket_counts" (
	"companyId" integer NOT NULL,
	"status" text NOT NULL,
	"queueKey" integer NOT NULL,
	"userKey" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_counts_pk" PRIMARY KEY("companyId","status","queueKey","userKey")
);
--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_companyId_companies_id_fk" FOREIGN KEY ("companyId") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps ticket_counts exact in the transaction that changes a ticket's group (see schema/tickets.ts).
CREATE OR REPLACE FUNCTION "ticket_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "ticket_counts" SET "n" = "n" - 1
      WHERE "companyId" = OLD."companyId" AND "status" = OLD."status" AND "queueKey" = coalesce(OLD."queueId", 0) AND "userKey" = coalesce(OLD."userId", 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "ticket_counts" ("companyId", "status", "queueKey", "userKey", "n")
      VALUES (NEW."companyId", NEW."status", coalesce(NEW."queueId", 0), coalesce(NEW."userId", 0), 1)
      ON CONFLICT ("companyId", "status", "queueKey", "userKey") DO UPDATE SET "n" = "ticket_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ticket_counts_ai" AFTER INSERT ON "tickets" FOR EACH ROW EXECUTE FUNCTION "ticket_counts_sync"();--> statement-breakpoint
CREATE TRIGGER "ticket_counts_ad" AFTER DELETE ON "tickets" FOR EACH ROW EXECUTE FUNCTION "ticket_counts_sync"();--> statement-breakpoint
CREATE TRIGGER "ticket_counts_au" AFTER UPDATE OF "status", "queueId", "userId", "companyId" ON "tickets" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."queueId" IS DISTINCT FROM NEW."queueId" OR OLD."userId" IS DISTINCT FROM NEW."userId" OR OLD."companyId" IS DISTINCT FROM NEW."companyId")
  EXECUTE FUNCTION "ticket_counts_sync"();--> statement-breakpoint
INSERT INTO "ticket_counts" ("companyId", "status", "queueKey", "userKey", "n")
  SELECT "companyId", "status", coalesce("queueId", 0), coalesce("userId", 0), count(*) FROM "tickets" GROUP BY 1, 2, 3, 4;
