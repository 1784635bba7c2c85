"""The wave viewer's page: one self-contained HTML file (inline CSS and one inline script, the
recorded steps as JSON in the page; no server, no network) replaying record.py's window.

The page shows, at each step: the instruction listing of the recorded PCs with their source
lines (file name, line number and the line's text; the current one marked), the wave that ran
it, its EXEC as a grid of 64 lanes lit or dark (before the step, and after where it changed),
the registers it read (values before) and wrote (values after) per lane (decimal below a
million, else hex), inactive lanes grey, and a strip of every step with the ones that narrowed
EXEC (divergence) and widened it (reconvergence) marked. Keys: right/left arrow (or j/k) step
forward and back, Home/End to the ends, w to follow one wave (its steps only).

For a timed launch (``timing=True`` with ``view=``) each step also carries the cycle its
instruction issued in the timing replay and the cycles its wave was held before it, by the
reason the CU model charges (timing/cu.py: waitcnt_vmcnt, dependency, valu_busy, barrier, ...;
``timeline``); the page then draws the issue timeline: one row per wave, a tick per
instruction at its cycle (held ones in red), the current step's ring-marked, and says
"issued at cycle N, held M cycles before it: reason".

    page(recorder, "saxpy")  ->  "<!DOCTYPE html>..."
"""
import html
import json

from ..outputs import write_output

STYLE = """
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0 auto;padding:10px;
max-width:1500px}h1{font-size:1.2em;margin:.2em 0}.bar{display:flex;flex-wrap:wrap;gap:10px;
align-items:center}.main{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,3fr);gap:10px}
@media (max-width:1100px){.main{grid-template-columns:minmax(0,1fr)}}
.card{border:1px solid #ddd;border-radius:6px;padding:6px;min-width:0}
#listing{font-family:monospace;font-size:12px;max-height:60vh;overflow:auto}
#listing div{white-space:pre;overflow:hidden;text-overflow:ellipsis}
#listing .here{background:#fde9b6}.src{color:#777}
.lanes{display:grid;grid-template-columns:repeat(16,minmax(0,1fr));gap:2px;max-width:560px}
.lanes span{font:10px monospace;text-align:center;padding:2px 0;border-radius:2px;
overflow:hidden}.on{background:#3b7dd8;color:#fff}.off{background:#e5e5e5;color:#999}
.vals{grid-template-columns:repeat(8,minmax(0,1fr));max-width:720px}
.vals span{font-size:10px}h2,h3{font-size:.95em;margin:.3em 0}
#strip{display:flex;height:14px;gap:0;margin:4px 0;cursor:pointer}
#strip i{flex:1 1 0;min-width:0;background:#ddd}#strip i.div{background:#e67e22}
#strip i.conv{background:#27ae60}#strip i.here{background:#000}
.mark{font-weight:bold;padding:1px 6px;border-radius:4px}.m-div{background:#fbe3cc}
.m-conv{background:#d5f5e3}kbd{border:1px solid #aaa;border-radius:3px;padding:0 3px}
.wrow{display:flex;align-items:center;gap:6px;font-size:11px}.wrow span{width:4.5em}
.track{position:relative;flex:1 1 0;min-width:0;height:12px;background:#f4f4f4}
.track i{position:absolute;top:1px;width:2px;height:10px;background:#3b7dd8}
.track i.held{background:#c0392b}.track i.here{outline:2px solid #000;z-index:1}
"""

SCRIPT = """
(function () {
  var data = JSON.parse(document.getElementById("steps").textContent);
  var steps = data.steps, at = 0, follow = null;
  var $ = function (id) { return document.getElementById(id); };
  function bits(hex) { var out = [], n = BigInt("0x" + hex);
    for (var i = 0; i < 64; i++) out.push(((n >> BigInt(i)) & 1n) === 1n); return out; }
  function count(hex) { return bits(hex).filter(Boolean).length; }
  function kind(s) { var a = count(s.exec[0]), b = count(s.exec[1]);
    return b < a ? "div" : b > a ? "conv" : ""; }
  var pcs = [], seen = {};
  steps.forEach(function (s) { if (!seen[s.pc]) { seen[s.pc] = s; pcs.push(s.pc); } });
  pcs.sort(function (a, b) { return a - b; });
  $("listing").innerHTML = pcs.map(function (pc) { var s = seen[pc];
    return "<div data-pc='" + pc + "'>" + pc.toString(16).padStart(4, "0") + "  " +
      esc(s.text) + (s.source ? "  <span class='src'>" + esc(where(s)) + "</span>" : "") +
      "</div>"; }).join("");
  $("strip").innerHTML = steps.map(function (s, i) {
    return "<i data-step='" + i + "' class='" + kind(s) + "'></i>"; }).join("");
  $("strip").addEventListener("click", function (e) {
    if (e.target.dataset.step) { at = +e.target.dataset.step; show(); } });
  function where(s) { var at = s.source.split("/").pop();
    return s.line ? at + "  " + s.line : at; }
  function esc(t) { return String(t).replace(/[&<>'"]/g, function (c) {
    return "&#" + c.charCodeAt(0) + ";"; }); }
  function grid(mask, values) { var on = bits(mask);
    return "<div class='lanes" + (values ? " vals" : "") + "'>" + on.map(function (b, i) {
      return "<span class='" + (b ? "on" : "off") + "' title='lane " + i + "'>" +
        (values ? number(values[i]) : i) + "</span>"; }).join("") + "</div>"; }
  function number(hex) { var n = parseInt(hex, 16);
    return n < 1000000 ? String(n) : "0x" + hex; }
  function regs(title, set, mask) { var names = Object.keys(set);
    if (!names.length) return "";
    return "<h3>" + title + "</h3>" + names.map(function (n) { var v = set[n];
      return "<div data-reg='" + n + "'><b>" + n + "</b> " + (Array.isArray(v) ?
        grid(mask, v) : "0x" + v) + "</div>"; }).join(""); }
  function show() {
    var s = steps[at], k = kind(s);
    $("where").textContent = "step " + (at + 1) + " of " + steps.length + ", wave " + s.wave +
      (follow === null ? "" : " (following wave " + follow + ")");
    $("mark").className = k ? "mark m-" + k : "mark";
    $("mark").textContent = k === "div" ? "divergence: EXEC narrows" :
      k === "conv" ? "reconvergence: EXEC widens" : "";
    $("inst").textContent = s.text + (s.source ? "    " + where(s) : "");
    $("inst").title = s.source;
    $("exec").innerHTML = "<h3>EXEC before (" + count(s.exec[0]) + " lanes)</h3>" +
      grid(s.exec[0]) + (s.exec[0] !== s.exec[1] ? "<h3>EXEC after (" +
      count(s.exec[1]) + " lanes)</h3>" + grid(s.exec[1]) : "");
    $("regs").innerHTML = regs("reads (before)", s.reads, s.exec[0]) +
      regs("writes (after)", s.writes, s.exec[1]);
    document.querySelectorAll("#listing .here").forEach(function (e) {
      e.classList.remove("here"); });
    var line = document.querySelector("#listing [data-pc='" + s.pc + "']");
    if (line) { line.classList.add("here"); line.scrollIntoView({block: "nearest"}); }
    if (s.cycle !== undefined) { var why = Object.keys(s.held || {});
      $("issue").textContent = "issued at cycle " + s.cycle + (why.length ? ", held " +
        why.reduce(function (n, r) { return n + s.held[r]; }, 0) + " cycles before it: " +
        why.map(function (r) { return r + " " + s.held[r]; }).join(", ") :
        ", not held");
      document.querySelectorAll("#timeline .here").forEach(function (e) {
        e.classList.remove("here"); });
      var tick = document.querySelector("#timeline [data-step='" + at + "']");
      if (tick) tick.classList.add("here"); }
    document.querySelectorAll("#strip .here").forEach(function (e) {
      e.classList.remove("here"); });
    $("strip").children[at].classList.add("here");
    document.body.dataset.step = at;
  }
  function move(by) { var i = at;
    do { i += by; } while (follow !== null && i >= 0 && i < steps.length &&
                           steps[i].wave !== follow);
    if (i >= 0 && i < steps.length) { at = i; show(); } }
  document.addEventListener("keydown", function (e) {
    if (e.key === "ArrowRight" || e.key === "j") move(1);
    else if (e.key === "ArrowLeft" || e.key === "k") move(-1);
    else if (e.key === "Home") { at = 0; show(); }
    else if (e.key === "End") { at = steps.length - 1; show(); }
    else if (e.key === "w") { follow = follow === null ? steps[at].wave : null; show(); }
    else return;
    e.preventDefault(); });
  var timed = steps.filter(function (s) { return s.cycle !== undefined; });
  if (timed.length) { var end = Math.max.apply(null, timed.map(function (s) {
      return s.cycle; })) + 1, rows = {};
    steps.forEach(function (s, i) { if (s.cycle === undefined) return;
      (rows[s.wave] = rows[s.wave] || []).push("<i data-step='" + i + "' class='" +
        (s.held && Object.keys(s.held).length ? "held" : "") + "' style='left:" +
        (100 * s.cycle / end).toFixed(3) + "%' title='" + esc(s.text) + " @" + s.cycle +
        "'></i>"); });
    $("timeline").innerHTML = "<h2>Issue timeline (cycles 0 to " + (end - 1) + ")</h2>" +
      Object.keys(rows).map(function (w) { return "<div class='wrow'><span>wave " + w +
        "</span><div class='track'>" + rows[w].join("") + "</div></div>"; }).join(""); }
  window.gcnsimView = {move: move, show: function (i) { at = i; show(); }};
  if (steps.length) show(); else $("where").textContent = "no instruction was recorded";
})();
"""


def timed_steps(steps, timeline):
    """``steps`` with each one's ``cycle`` and ``held`` ({reason: cycles}) from ``timeline``
    (wave -> [(cycle, offset, held)] in issue order, timing/trace.py): a wave's k-th step is
    its next issue at the step's offset (instructions the replay issues and the window does
    not record are passed over)."""
    out, at = [], {}
    for step in steps:
        issues, k = timeline.get(step["wave"], ()), at.get(step["wave"], 0)
        while k < len(issues) and issues[k][1] != step["pc"]:
            k += 1
        if k < len(issues):
            step = {**step, "cycle": issues[k][0], "held": issues[k][2]}
            k += 1
        at[step["wave"]] = k
        out.append(step)
    return out


def page(recorder, kernel, timeline=None):
    """The viewer page (a str) of a ViewRecorder's window; ``timeline`` as ``timed_steps``
    reads it, for a timed launch."""
    steps = recorder.steps if timeline is None else timed_steps(recorder.steps, timeline)
    data = json.dumps({"kernel": kernel, "waves": recorder.waves, "steps": steps},
                      separators=(",", ":")).replace("</", "<\\/")
    group = f"workgroup {recorder.group} (id {', '.join(map(str, recorder.group_id))})"
    title = html.escape(f"{kernel}: {group}, {len(steps)} wave-instructions")
    waves = (f"waves {recorder.first}..{recorder.first + recorder.waves - 1}"
             if recorder.waves > 1 else f"wave {recorder.first}")
    limit = (f"the first {recorder.limit} wave-instructions of {group} (the window is full)"
             if recorder.full else f"all of {group}")
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><meta name='viewport' "
            f"content='width=device-width,initial-scale=1'><title>{title}</title>"
            f"<style>{STYLE}</style></head><body><h1>{title}</h1>"
            f"<p id='limits'>Recorded: {html.escape(limit)}, {waves} of the launch. A view "
            f"holds the waves of one workgroup (<code>view_group=</code>, "
            f"<code>--view-group</code>) and at most {recorder.limit} of their "
            "wave-instructions. Keys: <kbd>→</kbd>/"
            "<kbd>←</kbd> (or <kbd>j</kbd>/<kbd>k</kbd>) step, <kbd>Home</kbd>/<kbd>End</kbd>, "
            "<kbd>w</kbd> follow this wave. Strip: orange divergence, green reconvergence.</p>"
            "<div class='bar'><b id='where'></b><span id='mark'></span></div>"
            "<div id='strip'></div><div class='card'><code id='inst'></code> "
            "<span id='issue'></span><div id='timeline'></div></div>"
            "<div class='main'><div class='card'><h2>Instructions</h2><div id='listing'></div>"
            "</div><div class='card'><div id='exec'></div><div id='regs'></div></div></div>"
            f"<script type='application/json' id='steps'>{data}</script>"
            f"<script>{SCRIPT}</script></body></html>")


def write(recorder, kernel, timeline=None):
    """Write the recorder's page to its path (whole or not at all: outputs.py); the path."""
    write_output(recorder.path, page(recorder, kernel, timeline), "view")
    return recorder.path
