import LayoutModel
import LayoutSolver

/// The style and the script every ``LayoutPage`` carries inline (a page
/// needs nothing outside its file). The script reads the page's data,
/// rebuilds the state of the revision shown from the deltas, and draws one
/// canvas as an SVG element by the rules of docs/render.md: `render`'s for a
/// render page, the visual diff's otherwise.
enum PageAssets {
    /// The page's style sheet.
    static let style = #"""
    body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; color: #1f2328; background: #ffffff; }
    header { padding: 8px 16px; border-bottom: 1px solid #d0d7de; }
    h1 { font-size: 18px; margin: 4px 0; }
    h2 { font-size: 16px; margin: 8px 0; }
    main { padding: 8px 16px; }
    #log { max-height: 30vh; overflow: auto; border: 1px solid #d0d7de; margin-bottom: 8px; }
    body.render #log { display: none; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 2px 8px; border-bottom: 1px solid #eaeef2; white-space: nowrap; }
    td.message { white-space: normal; }
    tbody tr { cursor: pointer; }
    tbody tr:hover { background: #f6f8fa; }
    tbody tr.current { background: #ddf4ff; }
    nav#canvases button { margin: 0 4px 4px 0; padding: 2px 10px; border: 1px solid #d0d7de; border-radius: 4px; background: #f6f8fa; cursor: pointer; }
    nav#canvases button.current { background: #0969da; color: #ffffff; border-color: #0969da; }
    nav#canvases .zoom { margin-left: 16px; }
    #stage { display: flex; align-items: flex-start; gap: 16px; }
    #picture { overflow: auto; max-height: 85vh; max-width: 70vw; border: 1px solid #d0d7de; }
    #picture svg { display: block; }
    #side { min-width: 280px; max-width: 45vw; }
    #selection { font-size: 13px; border-bottom: 1px solid #d0d7de; padding-bottom: 8px; margin-bottom: 8px; }
    #selection code { font-size: 12px; }
    #selection ul { padding-left: 18px; margin: 4px 0; }
    #selection a { color: #0969da; cursor: pointer; }
    .hint { color: #656d76; }
    #legend { font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; margin-top: 8px; white-space: pre; }
    #changes { font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; background: #f6f8fa; padding: 8px; overflow: auto; }
    #changes:empty, #legend:empty { display: none; }
    g.view, g.label { cursor: pointer; }
    g.view.selected .frame { stroke: #0969da; stroke-width: 3; }
    g.label.selected text { font-weight: bold; fill: #0969da; }
    """#

    /// The page's script: no library, no network.
    static let script = #"""
    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("page-data").textContent);
      const NS = "http://www.w3.org/2000/svg";
      // The picture's constants (docs/render.md).
      const FONT = 10, CHAR = 6, LINE = 12, PAD = 2, MAXCHARS = 20, BAND = 20;
      // The tolerance of "the same frame", Frame.sameFrameTolerance written in by Swift.
      const SAME = \#(NumberText.format(Frame.sameFrameTolerance));
      function same(a, b) { return Math.abs(a - b) < SAME; }
      // A name's characters as CharacterCount counts them: grapheme clusters
      // (code points only in a browser without Intl.Segmenter).
      const graphemes = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
      function characters(s) { return graphemes ? Array.from(graphemes.segment(s), (g) => g.segment) : Array.from(s); }
      const TINTS = ["#dbe9f6", "#dff0d8", "#fcf3cf", "#f5dde9"], PROBLEM = "#d00000";
      const KINDS = {
        unchanged: { fill: "#f4f4f4", stroke: "#c0c0c0", text: "#888888" },
        added: { fill: "#dafbe1", stroke: "#1a7f37", text: "#1f2328" },
        removed: { fill: "#ffebe9", stroke: "#cf222e", text: "#1f2328" },
        moved: { fill: "#fff8c5", stroke: "#9a6700", text: "#1f2328" },
      };

      // ---- States: the base and each revision's, rebuilt from the deltas. ----
      // Names are keys of Maps, never of plain objects: a view or canvas may be called
      // "constructor" or "__proto__". own() reads a parsed JSON object's own member only.
      function own(object, key) { return object && Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined; }
      function mapOf(object, convert) {
        const m = new Map();
        for (const key of Object.keys(object || {})) m.set(key, convert ? convert(object[key]) : object[key]);
        return m;
      }
      const empty = { canvases: [], views: [], frames: new Map(), ambiguous: new Map(), unsatisfiable: new Map(),
                      contents: new Map(), constraints: new Map() };
      function apply(prev, d) {
        const s = { canvases: prev.canvases, views: prev.views, frames: new Map(), ambiguous: prev.ambiguous,
                    unsatisfiable: prev.unsatisfiable, contents: prev.contents, constraints: prev.constraints };
        if (d.canvases) s.canvases = d.canvases.map(c => ({ name: c[0], width: c[1], height: c[2], direction: c[3] }));
        if (d.views) s.views = d.views.map(v => ({ name: v[0], parent: v[1], mark: v[2] || null }));
        for (const c of s.canvases) {
          const before = prev.frames.get(c.name), changes = own(d.frames, c.name);
          if (!changes) { s.frames.set(c.name, before || new Map()); continue; }
          const m = new Map(before || []);
          for (const v of Object.keys(changes)) {
            const f = changes[v];
            if (f === null) m.delete(v); else m.set(v, { x: f[0], y: f[1], width: f[2], height: f[3] });
          }
          s.frames.set(c.name, m);
        }
        if (d.contents) {
          // The content sizes that changed, per canvas (null: no longer a scroll view).
          s.contents = new Map(prev.contents);
          for (const c of Object.keys(d.contents)) {
            const m = new Map(prev.contents.get(c) || []);
            for (const v of Object.keys(d.contents[c])) {
              const z = d.contents[c][v];
              if (z === null) m.delete(v); else m.set(v, { width: z[0], height: z[1] });
            }
            s.contents.set(c, m);
          }
        }
        if (d.ambiguous) s.ambiguous = mapOf(d.ambiguous, byView => mapOf(byView));
        if (d.unsatisfiable) s.unsatisfiable = mapOf(d.unsatisfiable);
        const ids = Object.keys(d.constraints);
        if (ids.length) {
          const m = new Map(prev.constraints);
          for (const id of ids) {
            const c = d.constraints[id];
            if (c === null) m.delete(id); else m.set(id, { line: c[0], views: c[1], revision: c[2], author: c[3] });
          }
          s.constraints = m;
        }
        return s;
      }
      const baseState = data.base ? apply(empty, data.base) : null;
      const states = [];
      function stateAt(i) {
        for (let k = states.length; k <= i; k++) {
          states.push(apply(k === 0 ? (baseState || empty) : states[k - 1], data.revisions[k].delta));
        }
        return states[i];
      }
      function fromState(i) { return data.kind === "render" ? null : (i === 0 ? (baseState || empty) : stateAt(i - 1)); }

      // ---- Drawing. ----
      // A number as NumberText writes it with 3 decimals: halves away from zero
      // (Math.round alone takes -2.5 to -2), no trailing zeros, never "-0".
      function num(v) { const r = Math.sign(v) * Math.round(Math.abs(v) * 1000) / 1000; return Object.is(r, -0) ? "0" : String(r); }
      function signed(v) { const t = num(v); return v > 0 && t !== "0" ? "+" + t : t; }
      function el(name, attrs, parent) {
        const e = document.createElementNS(NS, name);
        for (const k in attrs) e.setAttribute(k, attrs[k]);
        if (parent) parent.appendChild(e);
        return e;
      }
      function depths(state) {
        const parent = new Map(state.views.map(v => [v.name, v.parent]));
        const depth = new Map();
        for (const v of state.views) {
          let d = 0, cur = v.name;
          while (cur !== "root" && parent.has(cur) && d <= state.views.length) { d++; cur = parent.get(cur); }
          depth.set(v.name, d);
        }
        return depth;
      }
      function overlap(a, b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }
      // A label at the first place clear of those placed before it (inside, beside, below, above).
      function placeLabel(name, f, placed) {
        const chars = characters(name), short = chars.length > MAXCHARS;
        const text = short ? chars.slice(0, MAXCHARS - 1).join("") + "\u2026" : name;
        const w = characters(text).length * CHAR;
        const left = Math.min(f.x, f.x + f.width), right = Math.max(f.x, f.x + f.width);
        const top = Math.min(f.y, f.y + f.height), bottom = Math.max(f.y, f.y + f.height);
        const c = [];
        if (w + 2 * PAD <= f.width && LINE + 2 * PAD <= f.height) c.push(["inside", f.x + PAD, f.y + PAD + FONT]);
        c.push(["beside", right + PAD, top + FONT], ["below", left, bottom + PAD + FONT],
               ["above", left, top - PAD - (LINE - FONT)]);
        const box = p => ({ x: p[1], y: p[2] - FONT, w: w, h: LINE });
        const chosen = c.find(p => !placed.some(b => overlap(box(p), b))) || c[0];
        placed.push(box(chosen));
        return { text: text, short: short, placement: chosen[0], x: chosen[1], y: chosen[2] };
      }
      // The shapes of one canvas: plain (render) or against the state before.
      function shapes(state, before, canvasName) {
        const frames = state.frames.get(canvasName) || new Map();
        const depth = depths(state), list = [];
        const old = before ? (before.frames.get(canvasName) || new Map()) : null;
        const amb = state.ambiguous.get(canvasName) || new Map(), conflicts = new Map();
        for (const set of state.unsatisfiable.get(canvasName) || []) {
          for (const v of set.views) { if (!conflicts.has(v)) conflicts.set(v, []); conflicts.get(v).push(set.line); }
        }
        for (const v of state.views) {
          const f = frames.get(v.name);
          if (!f) continue;
          let kind = "plain", o = null;
          if (old) {
            o = old.get(v.name) || null;
            if (!o) kind = "added";
            else if (same(o.x, f.x) && same(o.y, f.y) && same(o.width, f.width) && same(o.height, f.height)) kind = "unchanged";
            else kind = "moved";
          }
          list.push({ name: v.name, frame: f, old: kind === "moved" ? o : null, kind: kind, depth: depth.get(v.name) || 1,
                      free: amb.get(v.name) || [], conflicts: conflicts.get(v.name) || [], mark: v.mark });
        }
        if (old) {
          const beforeDepth = depths(before);
          for (const v of before.views) {
            const o = old.get(v.name);
            if (o && !frames.has(v.name)) {
              list.push({ name: v.name, frame: o, old: null, kind: "removed", depth: beforeDepth.get(v.name) || 1,
                          free: [], conflicts: [], mark: v.mark });
            }
          }
        }
        return list;
      }
      function tooltip(s) {
        const f = s.frame, lines = [s.name + (s.mark ? " (" + s.mark + ")" : ""), "x " + num(f.x) + ", y " + num(f.y) + ", width " + num(f.width) + ", height " + num(f.height)];
        if (s.kind === "moved") lines.push("was x " + num(s.old.x) + ", y " + num(s.old.y) + ", width " + num(s.old.width) + ", height " + num(s.old.height));
        if (s.kind === "added" || s.kind === "removed") lines.push(s.kind);
        if (s.free.length) lines.push("ambiguous: " + s.free.join(", ") + " free");
        for (const c of s.conflicts) lines.push("unsatisfiable: " + c);
        if (!(f.width > 0 && f.height > 0)) lines.push("zero or negative size");
        return lines.join("\n");
      }
      function draw(state, before, canvasName) {
        const canvas = state.canvases.find(c => c.name === canvasName) ||
                       (before && before.canvases.find(c => c.name === canvasName));
        const removedCanvas = !state.canvases.some(c => c.name === canvasName);
        const list = shapes(removedCanvas ? empty : state,
                            before, canvasName);
        const svg = el("svg", { xmlns: NS, id: "canvas-svg", width: num(canvas.width), height: num(canvas.height + BAND),
                                viewBox: "0 0 " + num(canvas.width) + " " + num(canvas.height + BAND),
                                "font-family": "sans-serif", "font-size": String(FONT) });
        const defs = el("defs", {}, svg);
        const pattern = el("pattern", { id: "hatch", width: "6", height: "6", patternUnits: "userSpaceOnUse",
                                        patternTransform: "rotate(45)" }, defs);
        el("line", { x1: "0", y1: "0", x2: "0", y2: "6", stroke: "#b07000", "stroke-width": "2" }, pattern);
        const marker = el("marker", { id: "arrowhead", markerWidth: "8", markerHeight: "8", refX: "7", refY: "4",
                                      orient: "auto", markerUnits: "userSpaceOnUse" }, defs);
        el("path", { d: "M0,0 L8,4 L0,8 z", fill: "#9a6700" }, marker);
        const g = el("g", { class: canvas.direction === "rtl" ? "canvas rtl" : "canvas", "data-canvas": canvas.name,
                            transform: "translate(0," + BAND + ")" }, svg);
        const was = before && data.kind !== "render" ? before.canvases.find(c => c.name === canvasName) : null;
        let title = canvas.name + " " + num(canvas.width) + "x" + num(canvas.height) + " " + canvas.direction;
        if (before && data.kind !== "render") {
          if (removedCanvas) title += " (removed)";
          else if (!was) title += " (added)";
          else if (was.width !== canvas.width || was.height !== canvas.height) {
            title = canvas.name + " " + num(was.width) + "x" + num(was.height) + " \u2192 " + num(canvas.width) + "x" +
                    num(canvas.height) + " " + canvas.direction;
          }
        }
        el("text", { class: "canvas-title", x: "0", y: "-6" }, g).textContent = title;
        el("rect", { class: "root", x: "0", y: "0", width: num(canvas.width), height: num(canvas.height),
                     fill: "#ffffff", stroke: "#333333" }, g);
        if (was && !removedCanvas && (was.width !== canvas.width || was.height !== canvas.height)) {
          el("rect", { class: "old-root", x: "0", y: "0", width: num(was.width), height: num(was.height),
                       fill: "none", stroke: "#333333", "stroke-dasharray": "4 3" }, g);
        }
        for (const s of list) {
          const f = s.frame, degenerate = !(f.width > 0 && f.height > 0);
          const classes = ["view"];
          if (s.mark) classes.push(s.mark);
          if (s.kind !== "plain") classes.push(s.kind);
          if (s.free.length) classes.push("ambiguous");
          if (s.conflicts.length) classes.push("unsatisfiable");
          if (degenerate) classes.push("degenerate");
          const vg = el("g", { class: classes.join(" "), "data-view": s.name }, g);
          if (s.mark === "hidden") vg.setAttribute("opacity", "0.4");
          el("title", {}, vg).textContent = tooltip(s);
          const colors = KINDS[s.kind];
          if (s.old) {
            el("rect", { class: "old", x: num(s.old.x), y: num(s.old.y), width: num(Math.max(s.old.width, 0)),
                         height: num(Math.max(s.old.height, 0)), fill: "none", stroke: colors.stroke,
                         "stroke-dasharray": "4 3" }, vg);
          }
          if (degenerate) {
            el("line", { class: "frame", x1: num(f.x), y1: num(f.y), x2: num(f.x + f.width), y2: num(f.y + f.height),
                         stroke: PROBLEM, "stroke-width": "2", "stroke-dasharray": "4 2" }, vg);
            el("circle", { cx: num(f.x), cy: num(f.y), r: "2", fill: PROBLEM }, vg);
          } else {
            const fill = s.mark === "guide" ? "none" : colors ? colors.fill : TINTS[(Math.max(s.depth, 1) - 1) % TINTS.length];
            const stroke = s.conflicts.length ? PROBLEM : (colors ? colors.stroke : "#555555");
            const rect = el("rect", { class: "frame", x: num(f.x), y: num(f.y), width: num(f.width), height: num(f.height),
                                      fill: fill, stroke: stroke, "stroke-width": s.conflicts.length ? "2" : "1" }, vg);
            if (s.mark === "guide") rect.setAttribute("stroke-dasharray", "4 3");
            if (s.free.length) {
              el("rect", { class: "hatch", x: num(f.x), y: num(f.y), width: num(f.width), height: num(f.height),
                           fill: "url(#hatch)", stroke: "none" }, vg);
            }
          }
          if (s.old && (!same(s.old.x, f.x) || !same(s.old.y, f.y))) {
            el("line", { class: "arrow", x1: num(s.old.x), y1: num(s.old.y), x2: num(f.x), y2: num(f.y),
                         stroke: colors.stroke, "stroke-width": "1.5", "marker-end": "url(#arrowhead)" }, vg);
          }
        }
        // Each scroll view's content rectangle, dashed, over the views (the revision shown's).
        const contents = removedCanvas ? new Map() : (state.contents.get(canvasName) || new Map());
        const frames = state.frames.get(canvasName) || new Map();
        let cg = null;
        for (const v of state.views) {
          const z = contents.get(v.name), f = frames.get(v.name);
          if (!z || !f) continue;
          if (!cg) cg = el("g", { class: "contents" }, g);
          const r = el("rect", { class: "content", "data-view": v.name, x: num(f.x), y: num(f.y), width: num(z.width),
                                 height: num(z.height), fill: "none", stroke: "#1f5fbf", "stroke-width": "1",
                                 "stroke-dasharray": "6 3" }, cg);
          el("title", {}, r).textContent = "content of " + v.name + ": " + num(z.width) + " x " + num(z.height);
        }
        const labels = el("g", { class: "labels" }, g), placed = [];
        for (const s of list) {
          const l = placeLabel(s.name, s.frame, placed);
          const lg = el("g", { class: "label " + l.placement + (s.kind === "plain" ? "" : " " + s.kind),
                              "data-view": s.name }, labels);
          if (l.short) el("title", {}, lg).textContent = s.name;
          const t = el("text", { x: num(l.x), y: num(l.y) }, lg);
          if (s.kind === "unchanged") t.setAttribute("fill", KINDS.unchanged.text);
          t.textContent = l.text;
        }
        return { svg: svg, list: list };
      }

      // ---- The page. ----
      let current = data.revisions.length - 1, canvasName = data.initialCanvas, selected = null, zoom = 1;
      const byId = id => document.getElementById(id);
      function text(tag, content, parent, cls) {
        const e = document.createElement(tag);
        if (cls) e.className = cls;
        e.textContent = content;
        if (parent) parent.appendChild(e);
        return e;
      }
      function fillLog() {
        const body = byId("log-rows");
        data.revisions.forEach((r, i) => {
          const tr = document.createElement("tr");
          tr.dataset.revision = String(r.number);
          for (const [v, cls] of [[String(r.number), ""], [r.author, ""], [r.time, ""], [r.message, "message"], [r.summary, ""]]) {
            text("td", v, tr, cls);
          }
          tr.addEventListener("click", () => show(i));
          body.appendChild(tr);
        });
      }
      function canvasNames(state, before) {
        const names = state.canvases.map(c => c.name);
        if (before && data.kind !== "render") for (const c of before.canvases) if (!names.includes(c.name)) names.push(c.name);
        return names;
      }
      function show(i, name) {
        current = i;
        if (name !== undefined) canvasName = name;
        const r = data.revisions[i], state = stateAt(i), before = fromState(i);
        const names = canvasNames(state, before);
        if (!names.includes(canvasName)) canvasName = names[0];
        for (const tr of byId("log-rows").children) tr.classList.toggle("current", tr.dataset.revision === String(r.number));
        let heading = "Revision " + r.number + " \u2014 " + r.message;
        if (data.kind === "diff") heading = "From revision " + data.baseNumber + " to revision " + r.number;
        byId("revision-title").textContent = heading;
        const nav = byId("canvases");
        nav.textContent = "";
        for (const n of names) {
          const b = text("button", n, nav, n === canvasName ? "current" : "");
          b.dataset.canvas = n;
          b.addEventListener("click", () => show(current, n));
        }
        const zoomBox = text("span", "", nav, "zoom");
        for (const [label, factor] of [["\u2212", 0.5], ["1:1", 0], ["+", 2]]) {
          const b = text("button", label, zoomBox);
          b.addEventListener("click", () => { zoom = factor === 0 ? 1 : Math.min(Math.max(zoom * factor, 0.125), 16); applyZoom(); });
        }
        const picture = byId("picture");
        picture.textContent = "";
        if (names.length === 0) { text("p", "No canvas.", picture, "hint"); }
        else {
          const drawn = draw(state, before, canvasName);
          picture.appendChild(drawn.svg);
          drawn.svg.addEventListener("click", event => {
            const g = event.target.closest("[data-view]");
            if (g) select(g.getAttribute("data-view"));
          });
          applyZoom();
          fillLegend(drawn.list);
        }
        byId("changes").textContent = r.changes.join("\n");
        if (selected !== null) select(selected); else clearSelection();
      }
      function applyZoom() {
        const svg = byId("canvas-svg");
        if (!svg) return;
        const box = svg.viewBox.baseVal;
        svg.setAttribute("width", num(box.width * zoom));
        svg.setAttribute("height", num(box.height * zoom));
      }
      function fillLegend(list) {
        const lines = [];
        for (const s of list) {
          if (s.kind === "added") lines.push("+ " + s.name);
          else if (s.kind === "removed") lines.push("- " + s.name);
          else if (s.kind === "moved") {
            const o = s.old, f = s.frame;
            lines.push(s.name + " dx " + signed(f.x - o.x) + ", dy " + signed(f.y - o.y) + ", dw " +
                       signed(f.width - o.width) + ", dh " + signed(f.height - o.height));
          }
        }
        byId("legend").textContent = lines.join("\n");
      }
      function clearSelection() {
        const aside = byId("selection");
        aside.textContent = "";
        text("p", "Select a view (its rectangle or its name).", aside, "hint");
      }
      function select(name) {
        selected = name;
        for (const e of document.querySelectorAll("#picture [data-view]")) {
          e.classList.toggle("selected", e.getAttribute("data-view") === name);
        }
        const r = data.revisions[current], state = stateAt(current);
        const aside = byId("selection");
        aside.textContent = "";
        text("h3", name, aside);
        const exists = state.views.some(v => v.name === name);
        const f = (state.frames.get(canvasName) || new Map()).get(name);
        if (f) text("p", canvasName + ": x " + num(f.x) + ", y " + num(f.y) + ", width " + num(f.width) +
                         ", height " + num(f.height), aside);
        if (!exists) text("p", "Not in revision " + r.number + ".", aside, "hint");
        text("h4", "Constraints at revision " + r.number, aside);
        const list = document.createElement("ul");
        list.id = "view-constraints";
        const mine = [];
        for (const [id, c] of state.constraints) if (c.views.includes(name)) mine.push([Number(id), c]);
        mine.sort((a, b) => a[0] - b[0]);
        for (const [, c] of mine) {
          const li = document.createElement("li");
          li.className = "constraint";
          text("code", c.line, li);
          text("span", " \u2014 revision " + c.revision + (c.author ? ", " + c.author : ""), li, "origin");
          list.appendChild(li);
        }
        if (mine.length === 0) text("li", "none", list, "hint");
        aside.appendChild(list);
        if (data.kind === "report") {
          text("h4", "Revisions that touched it", aside);
          const touched = document.createElement("ul");
          touched.id = "view-revisions";
          data.revisions.forEach((rev, i) => {
            if (!rev.touched.includes(name)) return;
            const li = document.createElement("li");
            const a = text("a", String(rev.number), li);
            a.dataset.revision = String(rev.number);
            a.addEventListener("click", () => show(i));
            text("span", " " + rev.message, li);
            touched.appendChild(li);
          });
          if (touched.children.length === 0) text("li", "none in these revisions", touched, "hint");
          aside.appendChild(touched);
        }
      }
      fillLog();
      if (data.revisions.length === 0) {
        byId("revision-title").textContent = "No revision.";
      } else {
        show(current);
      }
      // For tests and for the browser's console: show a revision (by number) and canvas, select a view.
      window.layoutPage = {
        show: function (number, name) {
          const i = data.revisions.findIndex(r => r.number === number);
          if (i >= 0) show(i, name);
          return i >= 0;
        },
        select: select,
        canvas: function () { return canvasName; },
        revision: function () { return data.revisions[current] ? data.revisions[current].number : null; },
      };
    })();
    """#
}
