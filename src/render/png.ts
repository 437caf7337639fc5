/**
 * SVG to PNG with resvg (through @resvg/resvg-js, a prebuilt native module).
 * Loaded on first use, so that the rest of the tool works on a platform for
 * which no resvg binary exists; only PNG output then fails, with a clear message.
 */
import { createRequire } from "node:module";
import { show, UsageError } from "../base/errors.js";

type ResvgModule = typeof import("@resvg/resvg-js");
let resvg: ResvgModule | undefined;

/** The largest image made, in pixels (512 MiB of RGBA): a larger scale or SVG would take all memory
 * and end the process, not fail. The largest board (64 x 64) at scale 2 is 38 million. */
const MAX_PIXELS = 2 ** 27;

function load(): ResvgModule {
  // resvg-js is CommonJS with a native binding; require() keeps its loading synchronous.
  return (resvg ??= createRequire(import.meta.url)("@resvg/resvg-js") as ResvgModule);
}

/** The PNG image of an SVG document, at `scale` times its size (2 = sharp on high-density screens).
 * A UsageError for what is not an SVG document or a scale, or an image too large to make. */
export function svgToPng(svg: string, scale = 2): Buffer {
  if (typeof svg !== "string") throw new UsageError(`svgToPng: the SVG is ${show(svg)}; expected the text of an SVG document`);
  if (typeof scale !== "number" || !Number.isFinite(scale) || scale <= 0)
    throw new UsageError(`svgToPng: the scale is ${show(scale)}; expected a number above 0`);
  const { Resvg } = load();
  let image: InstanceType<ResvgModule["Resvg"]>;
  try {
    image = new Resvg(svg, {
      fitTo: { mode: "zoom", value: scale },
      // The digits need a font: the system's, with a common sans-serif preferred (DejaVu on Debian).
      font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
      background: "#ffffff",
    });
  } catch (e) {
    throw new UsageError(`svgToPng: not an SVG document (${(e as Error).message})`);
  }
  const pixels = Math.ceil(image.width * scale) * Math.ceil(image.height * scale);
  if (!(pixels > 0 && pixels <= MAX_PIXELS))
    throw new UsageError(`svgToPng: ${image.width} x ${image.height} at scale ${scale} is ${pixels} pixels; expected from 1 to ${MAX_PIXELS}`);
  return image.render().asPng();
}
