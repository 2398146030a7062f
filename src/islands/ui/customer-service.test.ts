import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCustomerService, SERVICE_WINDOW_FEATURES, SERVICE_WINDOW_NAME } from './customer-service.ts';
import { $dialog, closeDialog, DISMISS } from '../../stores/dialog.ts';

const TEXT = {
  title: 'Customer service',
  blockedTitle: 'Popup blocked',
  blocked: 'Please allow popups',
  invalid: 'Invalid URL',
  confirm: 'OK',
};
const CHAT = 'https://chat.betplay.example/live';

describe('customer service', () => {
  let open: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    open = vi.fn(() => ({ opener: {} }));
    vi.stubGlobal('window', { open });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    const shown = $dialog.get();
    if (shown) closeDialog(shown.id, DISMISS);
  });

  it('opens the contact in the service window, cut off from the site', () => {
    openCustomerService(CHAT, TEXT);
    expect(open).toHaveBeenCalledWith(CHAT, SERVICE_WINDOW_NAME, SERVICE_WINDOW_FEATURES);
    expect(SERVICE_WINDOW_FEATURES).toBe('width=440,height=750');
    expect(open.mock.results[0]!.value).toEqual({ opener: null });
    expect($dialog.get()).toBeNull();
  });

  it('says how to allow popups when the browser blocks the window', () => {
    open.mockReturnValue(null);
    openCustomerService(CHAT, TEXT);
    expect($dialog.get()).toMatchObject({ title: 'Popup blocked', body: { kind: 'text', text: 'Please allow popups' } });
  });

  it('opens nothing for a link that is not a web link', () => {
    for (const path of ['garbage', 'javascript:alert(1)', 'data:text/html,x']) {
      openCustomerService(path, TEXT);
      expect($dialog.get()).toMatchObject({ title: 'Customer service', body: { kind: 'text', text: 'Invalid URL' } });
      closeDialog($dialog.get()!.id, DISMISS);
    }
    expect(open).not.toHaveBeenCalled();
  });
});
