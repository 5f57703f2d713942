// The sign-in steps the studio draws (studio/sign-in-story.tsx), in the order a customer meets
// them. Plain data, so the story generator (scripts/studio/story-files.ts) writes a story for each.
export const SIGN_IN_STEPS = ['password', 'wrongPassword', 'twoFactor', 'accountChooser', 'forgotPassword', 'newPassword', 'activation'] as const;

export type SignInStep = (typeof SIGN_IN_STEPS)[number];
