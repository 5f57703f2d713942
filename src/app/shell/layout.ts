// Sizes of the shell from core §2 and §9.

/** From this width the side drawer is permanent and the header shows its shortcut icons. */
export const DESKTOP_MIN_WIDTH = 1200;
/** Up to this width drawers take the whole screen and the header is low. */
export const PHONE_MAX_WIDTH = 768;

export const DRAWER_WIDTH = 320;
export const HEADER_HEIGHT = { phone: 80, wide: 120 } as const;

/** Width of the screen edge a swipe opens the front drawer from, and the distance it must travel. */
export const SWIPE_EDGE = 100;
export const MIN_SWIPE_DISTANCE = 50;

export const desktopQuery = `(min-width:${DESKTOP_MIN_WIDTH}px)`;
export const phoneQuery = `(max-width:${PHONE_MAX_WIDTH}px)`;
