CREATE TABLE `gallery_views` (
	`visitor` text NOT NULL,
	`image_id` integer NOT NULL,
	`day` integer NOT NULL,
	PRIMARY KEY(`visitor`, `image_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `gallery_views_day_idx` ON `gallery_views` (`day`);--> statement-breakpoint
CREATE INDEX `login_attempts_account_idx` ON `login_attempts` (`username`,`attempted_at`);