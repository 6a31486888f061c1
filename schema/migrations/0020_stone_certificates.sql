CREATE TABLE `stone_certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer,
	`gallery_image_id` integer,
	`lab` text NOT NULL,
	`report_number` text NOT NULL,
	`issued_on` text NOT NULL,
	`scan_url` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`edited_at` integer,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`gallery_image_id`) REFERENCES `gallery_images`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "stone_certificates_has_stone" CHECK("stone_certificates"."product_id" IS NOT NULL OR "stone_certificates"."gallery_image_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stone_certificates_product_report_uq` ON `stone_certificates` (`product_id`,`lab`,`report_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `stone_certificates_gallery_report_uq` ON `stone_certificates` (`gallery_image_id`,`lab`,`report_number`);