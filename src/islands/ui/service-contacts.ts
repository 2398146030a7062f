import { openCustomerService, type ServiceText } from './customer-service.ts';

/*
 * Customer-service buttons (`data-service-url`, inside an element whose `data-service-text`
 * holds the translated dialog words) open their contact. One listener serves the side menu and
 * the floating bar, and the window opens within the click itself, as popup blockers require.
 */
const textOf = (button: Element): ServiceText | null => {
  const raw = button.closest('[data-service-text]')?.getAttribute('data-service-text');
  return raw ? (JSON.parse(raw) as ServiceText) : null;
};

let bound = false;

export const bindServiceContacts = () => {
  if (bound) return;
  bound = true;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-service-url]') : null;
    const text = button && textOf(button);
    if (!button || !text) return;
    openCustomerService(button.dataset.serviceUrl ?? '', text);
  });
};
