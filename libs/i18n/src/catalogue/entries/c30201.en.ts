// C30201 application limits and full seats: the keys of c30201.ja.ts.
export const c30201En = {
  c30201: {
    center: 'Center',
    period: 'Period',
    show: 'Show',
    date: 'Date',
    setFull: 'Mark as full',
    clear: 'Remove the setting',
    clearSelection: 'Clear the selection',
    selected: '{count} selected',
    noDays: 'No calendar is registered for this period',
    noCenter: 'No center is available',
    loadFailed: 'Loading failed',
    retry: 'Reload',
    closed: 'Closed',
    full: 'Full',
    control: 'Marked full',
    remaining: '{count} left',
    setBy: 'Set by user {user}',
    legend:
      '"Marked full" periods take no applications; "Full" periods have at most one teacher left. Select cells to mark or unmark them.',
    cellLabel: '{date} {slot}',
  },
};
