// The edit-info screen's mortgage tab (route editInfo, `/gegevens/:tab`), where the missing-data
// messages send the customer (advice §8). The edit screen is its own feature; only its tab name is shared.
import type { EditTabName } from '../../config';

export const MORTGAGE_TAB = 'mortgage' satisfies EditTabName;

/** The living tab, where the home's WOZ value and energy label are filled in. */
export const LIVING_TAB = 'living' satisfies EditTabName;
