import type { TicketView } from '../../modules/lottery/index.ts';
import type { LotteryLive, LotteryPageData } from './page-data.ts';
import { fill } from '../../../contract/fill.ts';
import { byId, callApi, randomId, tellSiteBalanceChanged, type Envelope } from './page.ts';

/** A stake as typed (`"12"`, `"12,5"`) in wire form (`"12.50"`), or null. */
const toWire = (value: string) => {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  return m ? `${Number(m[1])}.${`${m[2] ?? ''}00`.slice(0, 2)}` : null;
};

const minor = (wire: string) => {
  const [units = '0', cents = '0'] = wire.split('.');
  return Number(units) * 100 + Number(cents);
};

/** The betting form: checks the fields in the browser, then buys one ticket per request id. */
export const ticketForm = (data: LotteryPageData, live: LotteryLive) => {
  const form = byId<HTMLFormElement>('ticket-form');
  const pick = byId<HTMLInputElement>('pick');
  const stake = byId<HTMLInputElement>('stake');
  const words = data.words;
  let busy = false;
  let pendingRequest: { key: string; id: string } | null = null;

  // The checked bet, one of those the page offers (its prize mode's); the first when none is.
  const betType = (): string => {
    const checked = form.querySelector<HTMLInputElement>('input[name="betType"]:checked')?.value ?? '';
    return checked in data.digits ? checked : (Object.keys(data.digits)[0] ?? '2D');
  };
  const digitsOf = (type: string) => data.digits[type as keyof typeof data.digits] ?? 2;

  const fieldError = (input: HTMLInputElement, message: string) => {
    const note = byId(`${input.id}-error`);
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    note.textContent = message;
    note.hidden = !message;
  };

  const setBusy = (on: boolean) => {
    busy = on;
    const button = byId<HTMLButtonElement>('buy');
    button.disabled = on;
    button.textContent = on ? words['form.buying'] : words['form.submit'];
  };

  const showRefusal = (envelope: Envelope<unknown>) => {
    const fields = (envelope.value as { fields?: Record<string, unknown> } | null | undefined)?.fields;
    const message = envelope.message || envelope.errorCode || words['form.network'];
    const field = fields?.pick ? pick : fields?.stake ? stake : null;
    if (field) {
      fieldError(field, message);
      field.focus();
    } else byId('form-alert').textContent = message;
    if (envelope.errorCode === 'lottery.draw.closed') live.refresh();
    live.refused(envelope.errorCode);
  };

  const buy = async (body: Record<string, string>) => {
    setBusy(true);
    try {
      const answer = await callApi<{ ticket: TicketView; balance: string }>(live.gamePath('/tickets'), data.lang, body);
      // No envelope, no answer: the request id stays for the retry.
      if (!answer.body) throw new Error('no answer');
      pendingRequest = null;
      const bought = answer.status < 400 && answer.body.success ? answer.body.value : undefined;
      if (!bought) return showRefusal(answer.body);
      live.keepTicket(bought.ticket, bought.balance);
      pick.value = '';
      const { ticket } = bought;
      byId('form-status').textContent = fill(words['form.bought'], {
        drawNo: ticket.drawNo,
        betType: ticket.betType,
        pick: ticket.pick,
        stake: live.amount(ticket.stake),
      });
      tellSiteBalanceChanged();
    } catch {
      byId('form-alert').textContent = words['form.network'];
    } finally {
      setBusy(false);
    }
  };

  form.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).name !== 'betType') return;
    const digits = digitsOf(betType());
    pick.setAttribute('maxlength', String(digits));
    byId('pick-hint').textContent = fill(words['form.pickHint'], { digits });
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy || byId<HTMLButtonElement>('buy').getAttribute('aria-disabled') === 'true') return;
    const type = betType();
    const digits = digitsOf(type);
    const number = pick.value.trim();
    const wire = toWire(stake.value);
    const pickOk = number.length === digits && /^\d+$/.test(number);
    const stakeOk = wire !== null && minor(wire) >= minor(data.stake.min) && minor(wire) <= minor(data.stake.max);
    fieldError(pick, pickOk ? '' : fill(words['form.pickInvalid'], { digits }));
    fieldError(stake, stakeOk ? '' : fill(words['form.stakeInvalid'], { min: data.stake.minText, max: data.stake.maxText }));
    if (!pickOk || !stakeOk || wire === null) {
      (pickOk ? stake : pick).focus();
      return;
    }
    // A retry of the same ticket on the same draw reuses its id, so a lost answer never buys twice.
    const drawNo = live.state.draw.drawNo;
    const key = [type, number, wire, drawNo].join('|');
    if (pendingRequest?.key !== key) pendingRequest = { key, id: randomId() };
    byId('form-alert').textContent = '';
    byId('form-status').textContent = '';
    void buy({ requestId: pendingRequest.id, betType: type, pick: number, stake: wire, drawNo });
  });
};
