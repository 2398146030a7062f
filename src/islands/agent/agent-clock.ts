/*
 * The agent header's clock (SPEC section 9: refreshed every second): the browser's own time and
 * GMT offset, written as `yyyy-MM-dd HH:mm:ss`. Plain DOM, no library: it runs on every agent page.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export const gmtLabel = (offsetMinutes: number) =>
  `GMT${offsetMinutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`;

export const clockText = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

export const startAgentClock = (root: HTMLElement) => {
  const time = root.querySelector<HTMLTimeElement>('[data-clock-time]');
  const zone = root.querySelector<HTMLElement>('[data-clock-zone]');
  const tick = () => {
    const now = new Date();
    if (zone) zone.textContent = gmtLabel(-now.getTimezoneOffset());
    if (time) {
      time.textContent = clockText(now);
      time.dateTime = now.toISOString();
    }
    // On the next whole second, so the seconds never skip.
    setTimeout(tick, 1000 - (Date.now() % 1000));
  };
  tick();
};
