// @vitest-environment jsdom
import { sanitizerSuite } from './html-sanitizer-cases.ts';
import { sanitizeHtml } from './sanitize-server.ts';

// Under a DOM so that the output is read back as a browser reads it; the sanitiser itself needs none.
sanitizerSuite('server', sanitizeHtml);
