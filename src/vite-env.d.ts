/// <reference types="vite/client" />

/** The app version from package.json, set by vite.config.ts `define`. */
declare const __APP_VERSION__: string;

/** A part of a language's catalogue, compiled (scripts/catalogue-plugin.ts). */
declare module 'virtual:catalogue/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
