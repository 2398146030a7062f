import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs of the account modals (login by name or SMS, registration by name or mobile, reset by
 * e-mail or phone), after the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs
 * and select them, Tab goes into the panel. With a single tab there is no tab bar at all.
 */
export const Tabs = <K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) => {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  if (tabs.length < 2) return <>{children}</>;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <>
      <div className="account-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="account-tabs__tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={move}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${selected}`}>
        {children}
      </div>
    </>
  );
};
