// @vitest-environment jsdom
import { sanitizerSuite } from '../../contract/html-sanitizer-cases.ts';
import { sanitizeHtml } from './sanitize-browser.ts';

sanitizerSuite('browser', sanitizeHtml);
