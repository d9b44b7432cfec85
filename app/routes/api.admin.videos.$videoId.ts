import { deleteVideo, updateVideo } from "~/models/video-admin.server";
import { getVideoForApi } from "~/models/video.server";
import { adminRecordApi, orRefuse } from "~/web/admin-record-api.server";
import { videoApiSchema } from "~/validation/video-form";

/**
 * PUT /api/admin/videos/{id} {video body}: 200 with the video as GET /api/videos shows it (`thumbnail` "keep",
 * the default, keeps its picture). DELETE: 200 with a message. 401 visitors, 403 members, 404 unknown ids, 400 a
 * bad body, 409 a title or address another video has.
 */
const api = adminRecordApi({
  param: "videoId",
  notFound: "Video not found",
  schema: videoApiSchema,
  async update(admin, videoId, values) {
    orRefuse(await updateVideo(admin, videoId, values));
    return getVideoForApi(videoId);
  },
  async remove(admin, videoId) {
    orRefuse(await deleteVideo(admin, videoId));
    return { message: "Video deleted successfully" };
  },
});

export const loader = api.loader;
export const action = api.action;
