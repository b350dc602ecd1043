/** Announcements for screen readers through the polite live region (#live). */
import { live } from './dom.js';

let announceTimer: ReturnType<typeof setTimeout> | undefined;

/** Polite announcement; a later one within 100 ms replaces an earlier one. */
export function announce(message: string): void {
  if (announceTimer !== undefined) clearTimeout(announceTimer);
  live.textContent = '';
  announceTimer = setTimeout(() => {
    live.textContent = message;
  }, 100);
}

/** The findings summary said last: it is only said again when it changes. */
let lastAnnouncedCounts = '';

export function announceCounts(summary: string): void {
  if (summary !== lastAnnouncedCounts) {
    lastAnnouncedCounts = summary;
    announce(summary);
  }
}

/**
 * Lets the next summary be said even if it is unchanged; called before an announcement that replaces
 * the summary of the check just run.
 */
export function forgetAnnouncedCounts(): void {
  lastAnnouncedCounts = '';
}
