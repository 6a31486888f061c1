DROP INDEX `orders_status_idx`;--> statement-breakpoint
DROP INDEX `orders_created_idx`;--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
DROP INDEX `wholesale_applications_created_idx`;--> statement-breakpoint
ALTER TABLE `wholesale_applications` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
CREATE INDEX `wholesale_applications_status_created_idx` ON `wholesale_applications` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `wholesale_applications_created_idx` ON `wholesale_applications` (`created_at`,`id`);