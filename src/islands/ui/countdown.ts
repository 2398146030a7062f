/** Whole seconds left until `endsAt` (ms), never below zero. */
export const secondsLeft = (endsAt: number, nowMs: number) => Math.max(0, Math.ceil((endsAt - nowMs) / 1000));

/** The SMS button's countdown: `expiredMinutes × 60` seconds from the moment the code was sent (SPEC section 4). */
export const smsCountdownEnd = (sentAtMs: number, expiredMinutes: number) => sentAtMs + expiredMinutes * 60_000;
