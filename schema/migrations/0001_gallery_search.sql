-- Gallery search (DESIGN 10): an FTS5 index over the four searched columns of gallery_images, so a
-- search is an index lookup rather than a scan of every row. The trigram tokenizer matches any
-- substring of three or more characters, case-insensitively, and treats every character (%, _,
-- quotes, ...) as plain text. It is an external-content table: the text lives only in gallery_images,
-- the triggers below keep the index in step with every insert, update and delete.
-- drizzle-kit does not model virtual tables; this file was made with `drizzle-kit generate --custom`.
-- Note: `wrangler d1 export` refuses databases with virtual tables (export the other tables by
-- name and run this file on the restored database: docs/operations.md, Backups; never drop it on the live one).
CREATE VIRTUAL TABLE `gallery_images_fts` USING fts5(
	`name`, `description`, `tags`, `origin`,
	content='gallery_images', content_rowid='id', tokenize='trigram'
);--> statement-breakpoint
INSERT INTO `gallery_images_fts`(`gallery_images_fts`) VALUES ('rebuild');--> statement-breakpoint
CREATE TRIGGER `gallery_images_fts_insert` AFTER INSERT ON `gallery_images` BEGIN
	INSERT INTO `gallery_images_fts`(`rowid`, `name`, `description`, `tags`, `origin`)
	VALUES (new.`id`, new.`name`, new.`description`, new.`tags`, new.`origin`);
END;--> statement-breakpoint
CREATE TRIGGER `gallery_images_fts_delete` AFTER DELETE ON `gallery_images` BEGIN
	INSERT INTO `gallery_images_fts`(`gallery_images_fts`, `rowid`, `name`, `description`, `tags`, `origin`)
	VALUES ('delete', old.`id`, old.`name`, old.`description`, old.`tags`, old.`origin`);
END;--> statement-breakpoint
-- Only the searched columns: counting a view (views = views + 1) leaves the index alone.
CREATE TRIGGER `gallery_images_fts_update` AFTER UPDATE OF `name`, `description`, `tags`, `origin` ON `gallery_images` BEGIN
	INSERT INTO `gallery_images_fts`(`gallery_images_fts`, `rowid`, `name`, `description`, `tags`, `origin`)
	VALUES ('delete', old.`id`, old.`name`, old.`description`, old.`tags`, old.`origin`);
	INSERT INTO `gallery_images_fts`(`rowid`, `name`, `description`, `tags`, `origin`)
	VALUES (new.`id`, new.`name`, new.`description`, new.`tags`, new.`origin`);
END;
