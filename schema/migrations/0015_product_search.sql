-- Product search (docs/design.md §14): hand-written SQL, as drizzle-kit does not model virtual tables or
-- triggers (this file was made with `drizzle-kit generate --custom --name product_search`).
-- products_fts holds each product's name, category (its id and English name) and description as words:
-- unicode61 folds case and, with remove_diacritics 2, accents ("Améthyste" is found by "amethyste"); the
-- prefix indexes make a word typed so far ("ame", even "am") a cheap prefix lookup. It keeps its own copy of
-- the text (not external content): the category column is computed here, not a column of products.
-- The triggers keep it in step with every insert, delete and change of a searched column.
-- Note: `wrangler d1 export` refuses databases with virtual tables (export the other tables by
-- name and run this file on the restored database: docs/operations.md, Backups; never drop it on the live one).
CREATE VIRTUAL TABLE `products_fts` USING fts5(
	`name`, `category`, `description`,
	tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);--> statement-breakpoint
-- The words of the index, for "did you mean" when a typed word is in no product ("amethist" -> "amethyst").
CREATE VIRTUAL TABLE `products_fts_vocab` USING fts5vocab(`products_fts`, 'row');--> statement-breakpoint
INSERT INTO `products_fts`(`rowid`, `name`, `category`, `description`)
	SELECT `id`, `name`, `category` || ' ' || CASE `category`
		WHEN 'healing' THEN 'healing stones' WHEN 'birthstone' THEN 'birthstones' WHEN 'rare' THEN 'rare specimens'
		WHEN 'crystal' THEN 'raw crystals' WHEN 'tumbled' THEN 'tumbled stones' WHEN 'jewelry' THEN 'jewelry grade'
		WHEN 'decorative' THEN 'decorative' WHEN 'collection' THEN 'collectors' ELSE '' END, `description`
	FROM `products`;--> statement-breakpoint
CREATE TRIGGER `products_fts_insert` AFTER INSERT ON `products` BEGIN
	INSERT INTO `products_fts`(`rowid`, `name`, `category`, `description`)
	VALUES (new.`id`, new.`name`, new.`category` || ' ' || CASE new.`category`
		WHEN 'healing' THEN 'healing stones' WHEN 'birthstone' THEN 'birthstones' WHEN 'rare' THEN 'rare specimens'
		WHEN 'crystal' THEN 'raw crystals' WHEN 'tumbled' THEN 'tumbled stones' WHEN 'jewelry' THEN 'jewelry grade'
		WHEN 'decorative' THEN 'decorative' WHEN 'collection' THEN 'collectors' ELSE '' END, new.`description`);
END;--> statement-breakpoint
CREATE TRIGGER `products_fts_delete` AFTER DELETE ON `products` BEGIN
	DELETE FROM `products_fts` WHERE `rowid` = old.`id`;
END;--> statement-breakpoint
-- Only the searched columns: a sale (stock) or a price change leaves the index alone.
CREATE TRIGGER `products_fts_update` AFTER UPDATE OF `name`, `category`, `description` ON `products` BEGIN
	DELETE FROM `products_fts` WHERE `rowid` = old.`id`;
	INSERT INTO `products_fts`(`rowid`, `name`, `category`, `description`)
	VALUES (new.`id`, new.`name`, new.`category` || ' ' || CASE new.`category`
		WHEN 'healing' THEN 'healing stones' WHEN 'birthstone' THEN 'birthstones' WHEN 'rare' THEN 'rare specimens'
		WHEN 'crystal' THEN 'raw crystals' WHEN 'tumbled' THEN 'tumbled stones' WHEN 'jewelry' THEN 'jewelry grade'
		WHEN 'decorative' THEN 'decorative' WHEN 'collection' THEN 'collectors' ELSE '' END, new.`description`);
END;
