import type { FeedEvent } from '@konak/domain/channel-sync/feed-blocks';
import { addDays, istanbulDate } from '@konak/domain/stay-dates';
import ICAL from 'ical.js';
import { FeedError } from './feed-errors.ts';

/** More events than any listing's feed has; a bigger answer is refused rather than half read. */
export const MAX_FEED_EVENTS = 5000;

export type ParsedFeed = {
  /** Every event the feed lists (cancelled and "free" ones aside): the count the back office shows. */
  eventCount: number;
  /** The events that still hold a night today or later, as Istanbul night ranges. */
  events: FeedEvent[];
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The Istanbul calendar date of an iCalendar value (issue 18 §2): a DATE is that calendar date as written, never
 * moved through the server's time zone; a UTC DATE-TIME is the Istanbul date of that instant; a floating or
 * TZID-qualified DATE-TIME is its written wall-clock date (the feeds of Istanbul listings write local times).
 */
function istanbulDay(time: ICAL.Time): string {
  if (!time.isDate && time.zone?.tzid === 'UTC') {
    const instant = new Date(
      Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second),
    );
    return istanbulDate(instant);
  }
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/**
 * Reads an import feed's answer. Anything that is not an iCalendar object is refused (a login page, an error
 * page, a truncated answer): a feed that cannot be read must not be mistaken for one without events.
 */
export function parseFeed(text: string, now: Date): ParsedFeed {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(trimmed)) throw new FeedError('not_icalendar');
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(trimmed));
  } catch (error) {
    throw new FeedError('not_icalendar', error instanceof Error ? error.message : undefined);
  }
  if (calendar.name !== 'vcalendar') throw new FeedError('not_icalendar');
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length > MAX_FEED_EVENTS) throw new FeedError('too_many_events', String(vevents.length));
  const today = istanbulDate(now);
  let eventCount = 0;
  const events: FeedEvent[] = [];
  for (const vevent of vevents) {
    const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transparency = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase();
    // A cancelled event, or one marked as not taking the time, closes nothing.
    if (status === 'CANCELLED' || transparency === 'TRANSPARENT') continue;
    const event = new ICAL.Event(vevent);
    if (!event.startDate) continue;
    eventCount++;
    const checkIn = istanbulDay(event.startDate);
    let checkOut = event.endDate ? istanbulDay(event.endDate) : addDays(checkIn, 1);
    // An event inside one day still takes that night.
    if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
    if (checkOut <= today) continue;
    const uid = event.uid ? String(event.uid) : `no-uid:${checkIn}/${checkOut}`;
    events.push({
      uid: uid.slice(0, 500),
      checkIn,
      checkOut,
      summary: String(event.summary ?? '').slice(0, 200),
    });
  }
  return { eventCount, events };
}
