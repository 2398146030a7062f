/** The download and installation guides of the member centre: iOS, Android and the lite app. */
export const DOWNLOADS_SECTION_ID = 'downloadGuides';

export const GUIDES = ['ios', 'android', 'lite'] as const;
export type Guide = (typeof GUIDES)[number];

/** How many installation steps each guide has (`member.downloads.<guide>.step<n>`). */
export const GUIDE_STEPS: Readonly<Record<Guide, number>> = { ios: 4, android: 4, lite: 3 };
