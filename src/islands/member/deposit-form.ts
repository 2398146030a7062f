/*
 * The deposit form's checks in the browser, before anything is sent: the amount (two decimals at
 * most, within the method's minimum, maximum and what is left of today's limit) and the receipt
 * (a PNG or JPEG, by its first bytes, of 5 MB at most). The platform checks the same again; this
 * only spares a round trip. Messages come translated in the form's data attributes, and show under
 * their field, tied to it, with the focus moved there. Without this script the form posts as it is.
 */

export type AmountProblem = 'amount' | 'min' | 'max' | 'daily';

/** A typed amount in minor units, or null when it is not one (`250`, `250.5`, `250.50`). */
export const minorOf = (text: string): bigint | null => {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  return m ? BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
};

/** What is wrong with an amount for a method's bounds (wire amounts, `"100.00"`), or null. */
export const amountProblem = (text: string, bounds: { min: string; max: string; remaining: string }): AmountProblem | null => {
  const amount = minorOf(text);
  if (amount === null || amount <= 0n) return 'amount';
  if (amount < minorOf(bounds.min)!) return 'min';
  if (amount > minorOf(bounds.max)!) return 'max';
  return amount > minorOf(bounds.remaining)! ? 'daily' : null;
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** Whether a file is a PNG or JPEG of at most `maxBytes`, read from its content, never its name. */
export const receiptFits = async (file: Blob, maxBytes: number): Promise<boolean> => {
  if (file.size === 0 || file.size > maxBytes) return false;
  const head = new Uint8Array(await file.slice(0, PNG.length).arrayBuffer());
  const starts = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  return starts(PNG) || starts(JPEG);
};

const PROBLEM_KEYS: Record<AmountProblem, string> = { amount: 'problemAmount', min: 'problemMin', max: 'problemMax', daily: 'problemDaily' };

export const startDepositForm = (form: HTMLFormElement) => {
  const amount = form.querySelector<HTMLInputElement>('input[name="amount"]');
  const receipt = form.querySelector<HTMLInputElement>('input[name="receipt"]');
  if (!amount) return;
  const data = form.dataset;
  const show = (input: HTMLInputElement, text: string) => {
    const line = form.querySelector<HTMLElement>(`[data-problem-for="${input.name}"]`);
    if (line) line.textContent = text;
    if (text) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  let sending = false;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    void (async () => {
      const wrong = amountProblem(amount.value, { min: data.min ?? '0', max: data.max ?? '0', remaining: data.remaining ?? '0' });
      show(amount, wrong ? (data[PROBLEM_KEYS[wrong]] ?? '') : '');
      const file = receipt?.files?.[0];
      const badReceipt = !!receipt && !!file && !(await receiptFits(file, Number(data.receiptMax)));
      if (receipt) show(receipt, badReceipt ? (data.problemReceipt ?? '') : '');
      if (wrong) amount.focus();
      else if (badReceipt) receipt!.focus();
      else {
        // One request per form: a second click does not send it again (the request id would keep it one deposit anyway).
        sending = true;
        form.querySelector<HTMLButtonElement>('button[type="submit"]')?.setAttribute('aria-disabled', 'true');
        form.submit();
      }
    })();
  });
};
