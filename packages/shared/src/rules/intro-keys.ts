/** Intro screens whose "do not show again" choice is a user preference (spec 01 section 2). */
export const introKeys = ['print', 'copy', 'scan', 'covid', 'copyScan'] as const;
export type IntroKey = (typeof introKeys)[number];
