DROP INDEX `fish_photos_user_idx`;--> statement-breakpoint
CREATE INDEX `fish_photos_user_fish_created_idx` ON `fish_photos` (`user_id`,`fish_id`,`created_at`);