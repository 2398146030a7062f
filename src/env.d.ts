/// <reference types="astro/client" />

/** What the guards of src/middleware.ts put on every request, in their order. */
declare namespace App {
  interface Locals {
    /** locale guard: the visitor's site language and its translator. */
    lang: import('../contract/languages.ts').ShippedLanguage;
    t: import('./i18n/i18n.ts').Translate;
    /** system-status guard: the caller's address and the screen the site shows instead of a page. */
    clientIp: string;
    screen: import('./guards/system-status.ts').SystemScreen | null;
    /** The platform's status for this visitor (site flags, contacts, resources), null when unknown. */
    status: import('../contract/system.ts').SystemStatus | null;
    /** The market's locale for the visitor's language (`es-MX`), from the status: how money and dates read. */
    locale: string;
    /** The status's customer-service contacts, links decoded on the server. */
    serviceLinks: import('../contract/system.ts').ServiceLink[];
    /** session guard: the logged-in account, or null; the flags follow contract/limits. */
    member: import('../contract/session.ts').MemberInfo | null;
    isAgent: boolean;
    isTrial: boolean;
    /** page cache: set while a member's page is rendered to be shared; the member's own parts become holes. */
    shared?: import('./guards/shell-holes.ts').SharedRender | null;
  }
}
