const utcDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day as the API writes it (`YYYY-MM-DD`, a due date or invoice date) read as that day anywhere. */
export const formatDay = (day: string) => utcDay.format(new Date(`${day}T00:00:00Z`));

/** An invoice past its due date with money owed: the word says it, the colour only repeats it. */
export const OverdueMark = () => (
  <span className="badge badge-error badge-sm whitespace-nowrap">Overdue</span>
);
