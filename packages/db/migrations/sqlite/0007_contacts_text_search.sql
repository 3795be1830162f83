-- Substring search over contact names and numbers (the ticket search's contact step): FTS5 trigram, like messages_fts.
CREATE VIRTUAL TABLE IF NOT EXISTS `contacts_fts` USING fts5(name, number, content='contacts', content_rowid='id', tokenize='trigram');--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `contacts_fts_ai` AFTER INSERT ON `contacts` BEGIN INSERT INTO contacts_fts(rowid, name, number) VALUES (new.id, new.name, new.number); END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `contacts_fts_ad` AFTER DELETE ON `contacts` BEGIN INSERT INTO contacts_fts(contacts_fts, rowid, name, number) VALUES ('delete', old.id, old.name, old.number); END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `contacts_fts_au` AFTER UPDATE OF name, number ON `contacts` BEGIN INSERT INTO contacts_fts(contacts_fts, rowid, name, number) VALUES ('delete', old.id, old.name, old.number); INSERT INTO contacts_fts(rowid, name, number) VALUES (new.id, new.name, new.number); END;--> statement-breakpoint
INSERT INTO contacts_fts(contacts_fts) VALUES ('rebuild');
