ALTER TABLE `orders` ADD `rate_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `kes_rate` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `kes_amount` integer;