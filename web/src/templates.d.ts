/** The templates compiled at build time (web/vite.config.ts), by their paths from the package root. */
declare module "virtual:strimko-templates" {
  import type { ClientTemplate } from "../../src/assets/templates.js";
  const templates: Record<string, ClientTemplate>;
  export default templates;
}
