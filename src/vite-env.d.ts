/// <reference types="vite/client" />

/** The app version from package.json, set by vite.config.ts `define`. */
declare const __APP_VERSION__: string;
