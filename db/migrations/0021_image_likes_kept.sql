-- A gallery image's likes, kept in community_images.likes by image_likes' own triggers (decision 038): a page
-- reads the number beside the image instead of counting every like of every image it shows. A migration that
-- rebuilds image_likes drops these triggers and must create them again.
UPDATE `community_images` SET `likes` = (SELECT count(*) FROM `image_likes` WHERE `image_likes`.`image_id` = `community_images`.`id`);
--> statement-breakpoint
CREATE TRIGGER `image_likes_counted_insert` AFTER INSERT ON `image_likes`
BEGIN
  UPDATE `community_images` SET `likes` = `likes` + 1 WHERE `id` = NEW.`image_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `image_likes_counted_delete` AFTER DELETE ON `image_likes`
BEGIN
  UPDATE `community_images` SET `likes` = `likes` - 1 WHERE `id` = OLD.`image_id`;
END;
