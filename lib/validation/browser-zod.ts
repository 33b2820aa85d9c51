import { config } from 'zod/v4/core';

/**
 * Imported by every schema module before it builds a schema. Zod asks the browser, when it builds object
 * schemas, whether it may compile parsers (`new Function`); under our Content-Security-Policy the question
 * itself is a reported violation, so in the browser zod parses without compiling. The server keeps compiling.
 */
if (typeof window !== 'undefined') config({ jitless: true });
