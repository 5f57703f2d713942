/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Domain the office sub-domains hang under (`portal.example.nl`). vite.config.ts fills it
   * from the server's own BASE_DOMAIN setting at build time, so one variable sets both.
   */
  readonly BASE_DOMAIN?: string;
  /** The portal's version from package.json, shown at the bottom of the side menu. */
  readonly APP_VERSION?: string;
  /**
   * Where the advice widget bundles live (`https://cdn.example.nl`); empty means this server,
   * which serves our own bundles under /widgets. Set with ADVICE_WIDGETS_URL at build time.
   */
  readonly ADVICE_WIDGETS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
