-- Substring search over message bodies: an external-content FTS5 table with the trigram tokenizer.
CREATE VIRTUAL TABLE IF NOT EXISTS `messages_fts` USING fts5(body, content='messages', content_rowid='id', tokenize='trigram');--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `messages_fts_ai` AFTER INSERT ON `messages` BEGIN INSERT INTO messages_fts(rowid, body) VALUES (new.id, new.body); END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `messages_fts_ad` AFTER DELETE ON `messages` BEGIN INSERT INTO messages_fts(messages_fts, rowid, body) VALUES ('delete', old.id, old.body); END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `messages_fts_au` AFTER UPDATE OF body ON `messages` BEGIN INSERT INTO messages_fts(messages_fts, rowid, body) VALUES ('delete', old.id, old.body); INSERT INTO messages_fts(rowid, body) VALUES (new.id, new.body); END;
