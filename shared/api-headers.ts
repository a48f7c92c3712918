/** Request headers of the API's own, shared by the server and the browser (no zod here: pages load it). */

/** The header lander-d's step 2 carries the edit token its create answered. */
export const EDIT_TOKEN_HEADER = 'X-Edit-Token';

/** The header /manage-call's requests carry the manage link's secret in (the link's fragment). */
export const MANAGE_TOKEN_HEADER = 'X-Manage-Token';
