// The printable report's inline style sheet: its Content-Security-Policy allows inline style only.

/** The report's CSS, for a screen and for print. */
export const STYLE = `
body { font: 11pt/1.35 system-ui, sans-serif; margin: 1.5cm; color: #000; }
h1 { font-size: 18pt; margin: 0 0 .2em; }
h2 { font-size: 13pt; margin: 0 0 .3em; }
.generated, .legend, .meta, .fp { color: #444; font-size: 9pt; }
.stations { display: flex; flex-wrap: wrap; gap: 1em; margin: 1em 0; }
.station { border: 1px solid #000; padding: .6em .8em; break-inside: avoid; min-width: 18em; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .1em .8em; margin: 0 0 .5em; font-size: 9.5pt; }
dt { font-weight: bold; } dd { margin: 0; overflow-wrap: anywhere; }
.head .label { display: block; font-size: 9pt; text-transform: uppercase; letter-spacing: .05em; }
.head .paper { display: block; font: bold 24pt/1.2 ui-monospace, monospace; }
.head .full { display: block; font: 8pt ui-monospace, monospace; overflow-wrap: anywhere; }
.warnings { border: 3px solid #000; padding: .4em .8em; margin: 1em 0; }
table { border-collapse: collapse; width: 100%; font-size: 9.5pt; }
thead { display: table-header-group; }
th, td { border-bottom: 1px solid #999; padding: .25em .4em; text-align: left; vertical-align: top; }
.differs { font-weight: bold; }
tr { break-inside: avoid; }
tr.follow-up td { border-bottom-style: dotted; background: #f3f3f3; }
tr.follow-up td.entry { padding-left: 1.5em; }
tr.event td { color: #333; font-size: 9pt; }
.word { font-weight: bold; white-space: nowrap; }
.word.no, strong.no { text-decoration: underline; }
.kind { font-weight: bold; }
.note { font-style: italic; }
.game { font-size: 9.5pt; margin-top: .2em; } .game .outcome { font-weight: bold; }
.hash, .seq { font-family: ui-monospace, monospace; }
.empty { text-align: center; padding: 1em; }
@media print { body { margin: 0; } .station { border-width: 2px; } tr.follow-up td { background: none; } }
`;
