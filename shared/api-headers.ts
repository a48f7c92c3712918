/** Request headers of the API's own, shared by the server and the browser (no zod here: pages load it). */

/** The header lander-d's step 2 carries the edit token its create answered. */
export const EDIT_TOKEN_HEADER = 'X-Edit-Token';

/** The header the homeowner's /manage-call page carries the manage link's secret in. */
export const MANAGE_TOKEN_HEADER = 'X-Manage-Token';
