-- One version for everything a visitor can see, raised by triggers on the tables it is made of, whoever writes
-- them (the site, a seed, an operator's script). The visitors' page store files every page under this version,
-- so a change reaches the next visitor without any model having to announce it. Writes visitors cannot see
-- (a photo waiting for approval, a like, a view, a sign-in) leave it alone. A migration that rebuilds one of
-- these tables drops its triggers and must create them again.
INSERT INTO `table_versions` (`name`, `version`) VALUES ('public', 1);
--> statement-breakpoint
CREATE TRIGGER `fish_public_insert` AFTER INSERT ON `fish`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `fish_public_update` AFTER UPDATE ON `fish`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `fish_public_delete` AFTER DELETE ON `fish`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `product_reviews_public_insert` AFTER INSERT ON `product_reviews`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `product_reviews_public_update` AFTER UPDATE ON `product_reviews`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `product_reviews_public_delete` AFTER DELETE ON `product_reviews`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `videos_public_insert` AFTER INSERT ON `videos`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `videos_public_update` AFTER UPDATE ON `videos`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `videos_public_delete` AFTER DELETE ON `videos`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `channel_videos_public_insert` AFTER INSERT ON `channel_videos`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `channel_videos_public_update` AFTER UPDATE ON `channel_videos`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `channel_videos_public_delete` AFTER DELETE ON `channel_videos`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `aquascapes_public_insert` AFTER INSERT ON `aquascapes`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `aquascapes_public_update` AFTER UPDATE ON `aquascapes`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `aquascapes_public_delete` AFTER DELETE ON `aquascapes`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `discussion_comments_public_insert` AFTER INSERT ON `discussion_comments`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `discussion_comments_public_update` AFTER UPDATE ON `discussion_comments`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `discussion_comments_public_delete` AFTER DELETE ON `discussion_comments`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `member_reviews_public_insert` AFTER INSERT ON `member_reviews`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `member_reviews_public_update` AFTER UPDATE ON `member_reviews`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `member_reviews_public_delete` AFTER DELETE ON `member_reviews`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `review_helpful_votes_public_insert` AFTER INSERT ON `review_helpful_votes`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `review_helpful_votes_public_update` AFTER UPDATE ON `review_helpful_votes`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `review_helpful_votes_public_delete` AFTER DELETE ON `review_helpful_votes`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_public_insert` AFTER INSERT ON `fish_photos`
WHEN NEW.`status` = 'approved'
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_public_update` AFTER UPDATE OF `status`, `image_url`, `caption`, `fish_id` ON `fish_photos`
WHEN OLD.`status` = 'approved' OR NEW.`status` = 'approved'
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_public_delete` AFTER DELETE ON `fish_photos`
WHEN OLD.`status` = 'approved'
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `community_images_public_insert` AFTER INSERT ON `community_images`
WHEN NEW.`status` = 'approved'
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `community_images_public_update` AFTER UPDATE OF `status`, `title`, `description`, `category`, `image_url`, `tags`, `tank_specs`, `fish_id` ON `community_images`
WHEN OLD.`status` = 'approved' OR NEW.`status` = 'approved'
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `community_images_public_delete` AFTER DELETE ON `community_images`
WHEN OLD.`status` = 'approved'
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
--> statement-breakpoint
CREATE TRIGGER `users_public_update` AFTER UPDATE OF `username`, `profile_image_url` ON `users`
WHEN OLD.`username` IS NOT NEW.`username` OR OLD.`profile_image_url` IS NOT NEW.`profile_image_url`
BEGIN
  UPDATE `table_versions` SET `version` = `version` + 1 WHERE `name` = 'public';
END;
