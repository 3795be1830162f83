ALTER TABLE "ticket_counts" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_counts" DROP CONSTRAINT "ticket_counts_pk";
--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_pk" PRIMARY KEY("companyId","status","queueKey","userKey","shard");--> statement-breakpoint
-- A group's count is the sum of its shards. Each transaction writes the shard of its own connection (its backend
-- pid), so two transactions running at once never wait on the same count row until commit: with one row per group,
-- every new conversation of a company queued behind the one before it. Shards of connections that are gone are
-- folded back into shard 0 by the hourly maintenance (foldTicketCounts).
CREATE OR REPLACE FUNCTION "ticket_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    -- Not for a company being deleted (its counts go with it).
    INSERT INTO "ticket_counts" ("companyId", "status", "queueKey", "userKey", "shard", "n")
      SELECT OLD."companyId", OLD."status", coalesce(OLD."queueId", 0), coalesce(OLD."userId", 0), pg_backend_pid(), -1
      WHERE EXISTS (SELECT 1 FROM "companies" WHERE "id" = OLD."companyId")
      ON CONFLICT ("companyId", "status", "queueKey", "userKey", "shard") DO UPDATE SET "n" = "ticket_counts"."n" - 1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "ticket_counts" ("companyId", "status", "queueKey", "userKey", "shard", "n")
      VALUES (NEW."companyId", NEW."status", coalesce(NEW."queueId", 0), coalesce(NEW."userId", 0), pg_backend_pid(), 1)
      ON CONFLICT ("companyId", "status", "queueKey", "userKey", "shard") DO UPDATE SET "n" = "ticket_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
