DROP INDEX `community_images_category_idx`;--> statement-breakpoint
DROP INDEX `community_images_user_idx`;--> statement-breakpoint
CREATE INDEX `community_images_category_status_created_idx` ON `community_images` (`category`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `community_images_user_created_idx` ON `community_images` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `community_images_created_idx` ON `community_images` (`created_at`);--> statement-breakpoint
CREATE INDEX `fish_photos_status_created_idx` ON `fish_photos` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `fish_photos_created_idx` ON `fish_photos` (`created_at`);