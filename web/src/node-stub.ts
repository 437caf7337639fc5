/**
 * Node's built-ins as the browser build sees them (web/vite.config.ts aliases node:fs, node:path,
 * node:url, node:module, node:os and node:worker_threads here). The core calls them only where the web app never goes: reading
 * the package's directory (the app hands the files in, see assets.ts) and the Node clingo adapter
 * (the app runs its own, see clingo-runner.ts), and generate's worker threads (the app generates
 * with one job, see generate.worker.ts). Called anyway, they say so.
 */
function notInBrowser(name: string): never {
  throw new Error(`${name} is not available in the browser`);
}

export const existsSync = (): never => notInBrowser("fs.existsSync");
export const readFileSync = (): never => notInBrowser("fs.readFileSync");
export const dirname = (): never => notInBrowser("path.dirname");
export const join = (): never => notInBrowser("path.join");
export const fileURLToPath = (): never => notInBrowser("url.fileURLToPath");
export const createRequire = (): never => notInBrowser("module.createRequire");
export const availableParallelism = (): never => notInBrowser("os.availableParallelism");
export class Worker {
  constructor() {
    notInBrowser("worker_threads.Worker");
  }
}
export default {};
