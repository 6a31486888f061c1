ALTER TABLE `order_payments` ADD `late_outcome` text;--> statement-breakpoint
ALTER TABLE `order_payments` ADD `queried_at` integer;--> statement-breakpoint
CREATE INDEX `order_payments_late_outcome_idx` ON `order_payments` (`late_outcome`);