/** The page's own notices: offline, notifications shown in the page, actions that need the service (English, the source of truth). */
export const statusEn = {
  'status.needsService': 'Needs the service, which does not answer right now.',
  'status.offlineNothingRead':
    'Offline — nothing was read from the service yet, so there is nothing to show until it answers.',
  'status.offlineShowing': 'Offline — showing what was read {age}.',
  'status.readJustNow': 'just now',
  'status.readMinutesAgo': '{minutes, plural, one {# minute ago} other {# minutes ago}}',
  'status.readHoursAgo': '{hours, plural, one {# hour ago} other {# hours ago}}',
  'status.notifications': 'Notifications',
  'status.dismissNotification': 'Dismiss {title}',
  'status.notificationActionFailed': 'That did not work.',
} as const;
