-- The number of member images in each table and review status, kept by the tables' own triggers (decision 038):
-- the gallery's total and the moderation queue's tabs read one row instead of counting every image. Every
-- (kind, status) row exists from here on, so the triggers only add and subtract. A migration that rebuilds
-- community_images or fish_photos drops their triggers and must create them again.
INSERT INTO `image_status_counts` (`kind`, `status`, `n`)
SELECT 'gallery', s.status, (SELECT count(*) FROM `community_images` WHERE `status` = s.status)
FROM (SELECT 'pending' AS status UNION ALL SELECT 'approved' UNION ALL SELECT 'rejected') s
UNION ALL
SELECT 'fish-photo', s.status, (SELECT count(*) FROM `fish_photos` WHERE `status` = s.status)
FROM (SELECT 'pending' AS status UNION ALL SELECT 'approved' UNION ALL SELECT 'rejected') s;
--> statement-breakpoint
CREATE TRIGGER `community_images_counted_insert` AFTER INSERT ON `community_images`
BEGIN
  UPDATE `image_status_counts` SET `n` = `n` + 1 WHERE `kind` = 'gallery' AND `status` = NEW.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `community_images_counted_delete` AFTER DELETE ON `community_images`
BEGIN
  UPDATE `image_status_counts` SET `n` = `n` - 1 WHERE `kind` = 'gallery' AND `status` = OLD.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `community_images_counted_status` AFTER UPDATE OF `status` ON `community_images`
WHEN OLD.`status` IS NOT NEW.`status`
BEGIN
  UPDATE `image_status_counts` SET `n` = `n` - 1 WHERE `kind` = 'gallery' AND `status` = OLD.`status`;
  UPDATE `image_status_counts` SET `n` = `n` + 1 WHERE `kind` = 'gallery' AND `status` = NEW.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_counted_insert` AFTER INSERT ON `fish_photos`
BEGIN
  UPDATE `image_status_counts` SET `n` = `n` + 1 WHERE `kind` = 'fish-photo' AND `status` = NEW.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_counted_delete` AFTER DELETE ON `fish_photos`
BEGIN
  UPDATE `image_status_counts` SET `n` = `n` - 1 WHERE `kind` = 'fish-photo' AND `status` = OLD.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `fish_photos_counted_status` AFTER UPDATE OF `status` ON `fish_photos`
WHEN OLD.`status` IS NOT NEW.`status`
BEGIN
  UPDATE `image_status_counts` SET `n` = `n` - 1 WHERE `kind` = 'fish-photo' AND `status` = OLD.`status`;
  UPDATE `image_status_counts` SET `n` = `n` + 1 WHERE `kind` = 'fish-photo' AND `status` = NEW.`status`;
END;
