CREATE TABLE `product_views` (
	`product_id` integer NOT NULL,
	`day` integer NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`product_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `product_views_day_idx` ON `product_views` (`day`);--> statement-breakpoint
ALTER TABLE `staff_members` ADD `notify_paid_orders` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `staff_members` ADD `notify_attention` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `staff_members` ADD `notify_wholesale` integer DEFAULT false NOT NULL;