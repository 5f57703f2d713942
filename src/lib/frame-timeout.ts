/** How long a framed outside service (map, data retrieval) may take before the screen says it does not answer. */
export const FRAME_TIMEOUT_MS = 15_000;
