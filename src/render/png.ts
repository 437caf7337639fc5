/**
 * SVG to PNG with resvg (through @resvg/resvg-js, a prebuilt native module).
 * Loaded on first use, so that the rest of the tool works on a platform for
 * which no resvg binary exists; only PNG output then fails, with a clear message.
 */
import { createRequire } from "node:module";

type ResvgModule = typeof import("@resvg/resvg-js");
let resvg: ResvgModule | undefined;

function load(): ResvgModule {
  // resvg-js is CommonJS with a native binding; require() keeps its loading synchronous.
  return (resvg ??= createRequire(import.meta.url)("@resvg/resvg-js") as ResvgModule);
}

/** The PNG image of an SVG document, at `scale` times its size (2 = sharp on high-density screens). */
export function svgToPng(svg: string, scale = 2): Buffer {
  const { Resvg } = load();
  const image = new Resvg(svg, {
    fitTo: { mode: "zoom", value: scale },
    // The digits need a font: the system's, with a common sans-serif preferred (DejaVu on Debian).
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans" },
    background: "#ffffff",
  });
  return image.render().asPng();
}
