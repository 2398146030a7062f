/** The agent centre's announcements: the site's player notices, newest first (SPEC "Agent centre menu"). */
export const ANNOUNCEMENTS_SECTION_ID = 'agentAnnouncements';
/** The agent centre's customer service: the site's contact channels. */
export const SERVICE_SECTION_ID = 'customerService';
