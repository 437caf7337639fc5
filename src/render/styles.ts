/** The drawing styles an option may name ("auto" picks one by the streams' shape): apart from
 * render/board.ts so that the command line's option list does not load the renderer and ejs. */
export const STYLES = ["auto", "streams", "regions"] as const;
export type BoardStyle = Exclude<(typeof STYLES)[number], "auto">;
