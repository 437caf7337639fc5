// The book's code (src/book/book.ts, Export's PDF) imports svg-to-pdfkit, whose types are there.
/// <reference path="../../src/book/svg-to-pdfkit.d.ts" />

/** DejaVu Sans and its bold as base64 strings (web/vite.config.ts), for Export's PDF. */
declare module "virtual:strimko-fonts" {
  export const regular: string;
  export const bold: string;
}
