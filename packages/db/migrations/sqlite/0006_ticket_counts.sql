CREATE TABLE `ticket_counts` (
	`companyId` integer NOT NULL,
	`status` text NOT NULL,
	`queueKey` integer NOT NULL,
	`userKey` integer NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`companyId`, `status`, `queueKey`, `userKey`),
	FOREIGN KEY (`companyId`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Keeps ticket_counts exact in the transaction that changes a ticket's group (see schema/tickets.ts).
CREATE TRIGGER `ticket_counts_ai` AFTER INSERT ON `tickets` BEGIN
  INSERT INTO ticket_counts (companyId, status, queueKey, userKey, n) VALUES (new.companyId, new.status, coalesce(new.queueId, 0), coalesce(new.userId, 0), 1)
    ON CONFLICT (companyId, status, queueKey, userKey) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `ticket_counts_ad` AFTER DELETE ON `tickets` BEGIN
  UPDATE ticket_counts SET n = n - 1 WHERE companyId = old.companyId AND status = old.status AND queueKey = coalesce(old.queueId, 0) AND userKey = coalesce(old.userId, 0);
END;--> statement-breakpoint
CREATE TRIGGER `ticket_counts_au` AFTER UPDATE OF status, queueId, userId, companyId ON `tickets`
  WHEN old.status IS NOT new.status OR old.queueId IS NOT new.queueId OR old.userId IS NOT new.userId OR old.companyId IS NOT new.companyId
BEGIN
  UPDATE ticket_counts SET n = n - 1 WHERE companyId = old.companyId AND status = old.status AND queueKey = coalesce(old.queueId, 0) AND userKey = coalesce(old.userId, 0);
  INSERT INTO ticket_counts (companyId, status, queueKey, userKey, n) VALUES (new.companyId, new.status, coalesce(new.queueId, 0), coalesce(new.userId, 0), 1)
    ON CONFLICT (companyId, status, queueKey, userKey) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
INSERT INTO ticket_counts (companyId, status, queueKey, userKey, n)
  SELECT companyId, status, coalesce(queueId, 0), coalesce(userId, 0), count(*) FROM tickets WHERE true GROUP BY 1, 2, 3, 4;
