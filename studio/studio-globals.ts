// The studio's toolbar choices (.storybook/preview.tsx): the demo office, the language and the
// form of address ('office' as the office set it, or je or u whatever it set).
export interface StudioGlobals {
  office: 'vandijk' | 'degroot';
  language: 'nl' | 'en' | 'de';
  address: 'office' | 'je' | 'u';
}

export const STUDIO_OFFICES: readonly { value: StudioGlobals['office']; title: string }[] = [
  { value: 'vandijk', title: 'Van Dijk (je)' },
  { value: 'degroot', title: 'De Groot (u)' },
];

/** The widths the portal is designed and checked at (the visual suite uses the same two). */
export const STUDIO_WIDTHS = { phone: 375, desktop: 1440 } as const;
