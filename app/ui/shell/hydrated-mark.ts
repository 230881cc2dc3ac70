/**
 * The performance mark a page sets when React has committed its hydration: `npm run bench` splits a
 * page's long tasks at it into hydration and what runs after (issue 46), here and in its bare floor app.
 */
export const HYDRATED_MARK = "hydrated";
