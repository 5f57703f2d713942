import { usePortalData } from '../../api/portal-data';

/**
 * The answers the overview feed is made of. The dashboard asks for them before it shows the feed
 * (so they load side by side, not after the mortgages), the feed reads the same cached answers.
 */
export function useFeedSources() {
  return {
    mortgages: usePortalData('mortgages'),
    tasks: usePortalData('tasks'),
    damages: usePortalData('damages'),
    signals: usePortalData('signals'),
    notes: usePortalData('notes'),
    mails: usePortalData('mails'),
  };
}
