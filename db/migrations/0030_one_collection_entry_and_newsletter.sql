-- One entry per member and fish. Where a member has the same fish under several collections, the entries merge
-- into one: Owned wins over Wishlist, Wishlist over Favorites; it keeps the earliest date and every distinct note
-- (oldest first, separated by a blank line). Only the winning row is changed (so no merged note is counted twice) and
-- kept, so its id stays valid.
UPDATE `collection_entries` SET
  `created_at` = (
    SELECT min(o.`created_at`) FROM `collection_entries` o
    WHERE o.`user_id` = `collection_entries`.`user_id` AND o.`fish_id` = `collection_entries`.`fish_id`
  ),
  `notes` = (
    SELECT group_concat(t.`note`, char(10) || char(10)) FROM (
      SELECT trim(o.`notes`) AS `note`, min(o.`created_at`) AS `at`, min(o.`id`) AS `first_id` FROM `collection_entries` o
      WHERE o.`user_id` = `collection_entries`.`user_id` AND o.`fish_id` = `collection_entries`.`fish_id`
        AND trim(coalesce(o.`notes`, '')) <> ''
      GROUP BY trim(o.`notes`)
      ORDER BY `at`, `first_id`
    ) t
  )
WHERE (
  SELECT count(*) FROM `collection_entries` o
  WHERE o.`user_id` = `collection_entries`.`user_id` AND o.`fish_id` = `collection_entries`.`fish_id`
) > 1
AND `id` = (
  SELECT o.`id` FROM `collection_entries` o
  WHERE o.`user_id` = `collection_entries`.`user_id` AND o.`fish_id` = `collection_entries`.`fish_id`
  ORDER BY CASE o.`collection_type` WHEN 'owned' THEN 0 WHEN 'wishlist' THEN 1 ELSE 2 END, o.`created_at`, o.`id`
  LIMIT 1
);--> statement-breakpoint
DELETE FROM `collection_entries` WHERE `id` <> (
  SELECT o.`id` FROM `collection_entries` o
  WHERE o.`user_id` = `collection_entries`.`user_id` AND o.`fish_id` = `collection_entries`.`fish_id`
  ORDER BY CASE o.`collection_type` WHEN 'owned' THEN 0 WHEN 'wishlist' THEN 1 ELSE 2 END, o.`created_at`, o.`id`
  LIMIT 1
);--> statement-breakpoint
DROP INDEX `collection_entries_member_fish_type_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `collection_entries_member_fish_unique` ON `collection_entries` (`user_id`,`fish_id`);
--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`consent` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_unique` ON `newsletter_subscriptions` (`email`);