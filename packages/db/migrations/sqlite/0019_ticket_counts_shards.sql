PRAGMA foreign_keys=OFF;--> statement-breakpoint
-- The triggers on tickets name ticket_counts: they go while the table is rebuilt, and come back below.
DROP TRIGGER IF EXISTS `ticket_counts_ai`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `ticket_counts_ad`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `ticket_counts_au`;--> statement-breakpoint
CREATE TABLE `__new_ticket_counts` (
	`companyId` integer NOT NULL,
	`status` text NOT NULL,
	`queueKey` integer NOT NULL,
	`userKey` integer NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	`shard` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`companyId`, `status`, `queueKey`, `userKey`, `shard`),
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_ticket_counts`("companyId", "status", "queueKey", "userKey", "n", "shard") SELECT "companyId", "status", "queueKey", "userKey", "n", 0 FROM `ticket_counts`;--> statement-breakpoint
DROP TABLE `ticket_counts`;--> statement-breakpoint
ALTER TABLE `__new_ticket_counts` RENAME TO `ticket_counts`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
-- The triggers again, naming the new primary key in their ON CONFLICT (SQLite has one writer: every ticket counts in shard 0).
CREATE TRIGGER `ticket_counts_ai` AFTER INSERT ON `tickets` BEGIN
  INSERT INTO ticket_counts (companyId, status, queueKey, userKey, shard, n) VALUES (new.companyId, new.status, coalesce(new.queueId, 0), coalesce(new.userId, 0), 0, 1)
    ON CONFLICT (companyId, status, queueKey, userKey, shard) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `ticket_counts_ad` AFTER DELETE ON `tickets` BEGIN
  UPDATE ticket_counts SET n = n - 1 WHERE companyId = old.companyId AND status = old.status AND queueKey = coalesce(old.queueId, 0) AND userKey = coalesce(old.userId, 0) AND shard = 0;
END;--> statement-breakpoint
CREATE TRIGGER `ticket_counts_au` AFTER UPDATE OF status, queueId, userId, companyId ON `tickets`
  WHEN old.status IS NOT new.status OR old.queueId IS NOT new.queueId OR old.userId IS NOT new.userId OR old.companyId IS NOT new.companyId
BEGIN
  UPDATE ticket_counts SET n = n - 1 WHERE companyId = old.companyId AND status = old.status AND queueKey = coalesce(old.queueId, 0) AND userKey = coalesce(old.userId, 0) AND shard = 0;
  INSERT INTO ticket_counts (companyId, status, queueKey, userKey, shard, n) VALUES (new.companyId, new.status, coalesce(new.queueId, 0), coalesce(new.userId, 0), 0, 1)
    ON CONFLICT (companyId, status, queueKey, userKey, shard) DO UPDATE SET n = n + 1;
END;
