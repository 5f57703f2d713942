/** Text for screen readers only: in the page and read out, drawn nowhere (as an `sx` value or style rule). */
export const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
