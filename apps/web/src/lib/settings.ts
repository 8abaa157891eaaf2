import { APP_SETTINGS_NODE_ID, parseAppSettings } from "@jobatlas/contract/core";
import type { TAppSettings } from "@jobatlas/contract";

export const SETTINGS_NODE_MISSING = "App settings node not found!";

/**
 * Reads the settings node the server embeds in index.html
 * (`<script id="app-settings" type="application/json">`). Throws without it: the app cannot run
 * without its language, CSRF token and environment. Read as ZAppSettings reads it
 * (`parseAppSettings`).
 */
export function readAppSettings(doc: Document = document): TAppSettings {
  const node = doc.getElementById(APP_SETTINGS_NODE_ID);
  if (!node?.textContent) throw new Error(SETTINGS_NODE_MISSING);
  return parseAppSettings(JSON.parse(node.textContent));
}

let cached: TAppSettings | undefined;

/** The settings of this page load, read once. */
export function getAppSettings(): TAppSettings {
  cached ??= readAppSettings();
  return cached;
}

export function isDevelopment(): boolean {
  return getAppSettings().environment !== "production";
}
