// How the console writes times and hashes: unambiguous. Times are in the station's local time zone, so
// they can differ between stations; the log itself stores UTC.

/** An ISO time as local "YYYY-MM-DD HH:MM:SS". */
export function formatTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${time.getFullYear()}-${two(time.getMonth() + 1)}-${two(time.getDate())} ` +
    `${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}`
  );
}

/** A hash in groups of eight, so it can be copied onto paper and read back without losing the place. */
export function hashGroups(hash: string): string[] {
  return hash.match(/.{1,8}/gu) ?? [];
}
