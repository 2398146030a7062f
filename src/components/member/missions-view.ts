/** The mission activity of the member centre: shown while the reward centre (REWCEN3) is on. */
export const MISSIONS_SECTION_ID = 'missionActivity';
