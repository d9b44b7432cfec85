-- A member's picture is only ever an image Shoal published from that member's own upload. Earlier versions
-- accepted any address (another site, or a route such as /api/logout that every reader's browser would call);
-- such a picture is removed, and the member's initial shows until they upload one.
UPDATE `users` SET `profile_image_url` = NULL
WHERE `profile_image_url` IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM `uploaded_objects`
    WHERE `uploaded_objects`.`user_id` = `users`.`id`
      AND `uploaded_objects`.`published_at` IS NOT NULL
      AND '/objects/' || `uploaded_objects`.`key` = `users`.`profile_image_url`
  );
