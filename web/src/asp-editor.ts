/**
 * The ASP view's editor: CodeMirror 6 (npm: @codemirror/*) over the program, with a small
 * highlighting mode for clingo's language (comments, directives, variables, numbers, strings,
 * the rule arrows), line numbers, undo, and clingo's complaints shown at their line and column
 * (@codemirror/lint's diagnostics). Loaded with the ASP tab, not with the page (issue 16, start-up).
 *
 * The editor lives in a shadow root of its host: there CodeMirror styles itself through constructed
 * style sheets (adoptedStyleSheets), which the page's Content-Security-Policy (style-src 'self')
 * allows; on the document itself it writes a <style> element, which the policy blocks. Its inline
 * positions are set through the CSSOM, which the policy allows too.
 */
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { defaultHighlightStyle, StreamLanguage, syntaxHighlighting } from "@codemirror/language";
import { type Diagnostic, lintGutter, setDiagnostics } from "@codemirror/lint";
import { EditorState } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from "@codemirror/view";
import type { ClingoMessage } from "../state/asp-words.js";

/** clingo's language, token by token: enough to read a program, not to check it (clingo does). */
const clingoLanguage = StreamLanguage.define<{ block: boolean }>({
  name: "clingo",
  startState: () => ({ block: false }),
  token(stream, state) {
    if (state.block) {
      if (stream.skipTo("*%")) {
        stream.match("*%");
        state.block = false;
      } else stream.skipToEnd();
      return "comment";
    }
    if (stream.match("%*")) {
      state.block = true;
      return "comment";
    }
    if (stream.match(/^%.*/)) return "comment";
    if (stream.match(/^#[a-z_]+/)) return "keyword";
    if (stream.match(/^"(?:[^"\\]|\\.)*"/)) return "string";
    if (stream.match(/^[0-9]+/)) return "number";
    if (stream.match(/^_*[A-Z][A-Za-z0-9_']*/)) return "variableName";
    if (stream.match(/^(?:not)\b/)) return "keyword";
    if (stream.match(/^_*[a-z][A-Za-z0-9_']*/)) return "atom";
    if (stream.match(/^(?::-|:~|\.\.|!=|<=|>=|[<>=+\-*/\\|&^:;,.(){}[\]])/)) return "operator";
    stream.next();
    return null;
  },
  languageData: { commentTokens: { line: "%" } },
});

export class AspEditor {
  readonly view: EditorView;

  /** `run`: Ctrl+Enter (Cmd+Enter) in the editor runs the program, as the Run button does. */
  constructor(host: HTMLElement, text: string, label: string, run: () => void) {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
    const parent = document.createElement("div");
    parent.style.height = "100%";
    shadow.replaceChildren(parent);
    this.view = new EditorView({
      parent,
      root: shadow,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          lintGutter(),
          clingoLanguage,
          syntaxHighlighting(defaultHighlightStyle),
          keymap.of([{ key: "Mod-Enter", run: () => (run(), true) }, ...defaultKeymap, ...historyKeymap]),
          EditorView.contentAttributes.of({ "aria-label": label }),
          // The page's styles stop at the shadow root: the editor's own, as the page's box has them.
          EditorView.theme({
            "&": { height: "100%", fontSize: "0.8rem", backgroundColor: "#f6f6f6" },
            ".cm-scroller": { fontFamily: '"DejaVu Sans Mono", monospace' },
            "&.cm-focused": { outline: "3px solid #b35900", outlineOffset: "-3px" },
          }),
        ],
      }),
    });
  }

  get text(): string {
    return this.view.state.doc.toString();
  }

  /** Replaces the whole text (a new puzzle, Reset): one step Undo takes back. */
  set(text: string): void {
    this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: text } });
    this.show([]);
  }

  /** clingo's complaints at their lines and columns (a line or column past the text is its end). */
  show(messages: readonly ClingoMessage[]): void {
    const doc = this.view.state.doc;
    const diagnostics: Diagnostic[] = messages.map((m) => {
      const line = doc.line(Math.min(Math.max(m.line, 1), doc.lines));
      const from = Math.min(line.from + Math.max(m.col, 1) - 1, line.to);
      const to = Math.max(from, Math.min(m.endCol !== undefined ? line.from + m.endCol - 1 : line.to, line.to));
      return { from, to, severity: m.severity, message: m.text };
    });
    this.view.dispatch(setDiagnostics(this.view.state, diagnostics));
  }

  /** The cursor to a line and column, in view, and the focus on the editor. */
  goto(line: number, col: number): void {
    const doc = this.view.state.doc;
    const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
    const at = Math.min(l.from + Math.max(col, 1) - 1, l.to);
    this.view.dispatch({ selection: { anchor: at }, scrollIntoView: true });
    this.view.focus();
  }
}
