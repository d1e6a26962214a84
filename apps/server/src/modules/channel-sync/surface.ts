/** What the rest of the server may use of channel sync (decision 064): the poll, the pre-booking refresh, conflicts. */
export { channelConflicts, conflictMailData } from './conflicts.ts';
export { feedsStaleBefore, refreshFeedsBeforeBooking, syncDueFeeds } from './feed-sync.ts';
