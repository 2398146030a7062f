/*
 * The checkout page's script: the player's choice goes to the provider as JSON (the site's calls
 * are JSON from its own pages), and the provider's answer says where to go back to. While the call
 * runs both buttons wait; a failure says so and lets the player choose again.
 */
interface CheckoutData {
  apiUrl: string;
  words: { working: string; failed: string };
}

const dataBlock = document.getElementById('checkout-data');
const data = dataBlock ? (JSON.parse(dataBlock.textContent ?? '{}') as CheckoutData) : null;
const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[data-outcome]')];
const statusLine = document.querySelector<HTMLElement>('[data-status]');

const choose = async (outcome: string) => {
  if (!data || !statusLine) return;
  for (const button of buttons) button.disabled = true;
  statusLine.textContent = data.words.working;
  try {
    const response = await fetch(data.apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ outcome }),
    });
    const answer = (await response.json()) as { success?: boolean; value?: { returnUrl?: string } };
    const back = answer.value?.returnUrl;
    if (response.ok && answer.success && back && back.startsWith('/') && !back.startsWith('//')) {
      location.assign(back);
      return;
    }
  } catch {
    // The network failed: the same message, and the choice again.
  }
  statusLine.textContent = data.words.failed;
  for (const button of buttons) button.disabled = false;
};

for (const button of buttons) button.addEventListener('click', () => void choose(button.dataset.outcome ?? ''));

// A module: its names stay its own.
export {};
