ALTER TABLE `orders` ADD `address_key` text;--> statement-breakpoint
CREATE INDEX `orders_address_created_idx` ON `orders` (`address_key`,`created_at`);