/// The style and the script every ``LayoutPage`` carries inline (a page
/// needs nothing outside its file). The script draws nothing of its own: it
/// rebuilds the pictures of the revision shown from the page's data (each
/// canvas's parts, drawn in Swift by the code that writes the SVG,
/// ``SVGPicture`` and ``SVGDiffPicture``, kept per revision as what
/// changed), puts the canvas shown in the page, and handles the interaction:
/// canvas tabs, zoom, selection, walking revisions (docs/render.md, "Pages").
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

      // ---- States: the base and each revision's, rebuilt from the deltas (for the selection). ----
      // Names are keys of Maps, never of plain objects: a view or canvas may be called
      // "constructor" or "__proto__". own() reads a parsed JSON object's own member only.
      function own(object, key) { return object && Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined; }
      const empty = { canvases: [], views: [], frames: new Map(), constraints: new Map() };
      function apply(prev, d) {
        const s = { canvases: prev.canvases, views: prev.views, frames: new Map(), constraints: prev.constraints };
        if (d.canvases) s.canvases = d.canvases.map(c => ({ name: c[0] }));
        if (d.views) s.views = d.views.map(v => ({ name: v[0] }));
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

      // ---- Pictures: drawn by Swift (the code that writes the SVG), kept per revision as
      // what changed. A template is [piece, key, piece, …]; a part {t: template, KEY: hole…}
      // fills each key's hole between the pieces. ----
      const T = data.templates;
      function markup(part) {
        const t = T[part.t];
        let s = t[0];
        for (let i = 1; i < t.length; i += 2) s += part[t[i]] + t[i + 1];
        return s;
      }
      // A part from the one before and what changed (its template, the holes that changed).
      function part(prev, d) { return Object.assign({}, prev, d); }
      function parts(prev, d) {
        if (!d) return prev;
        const m = new Map(prev);
        for (const name of Object.keys(d)) {
          if (d[name] === null) m.delete(name); else m.set(name, part(m.get(name), d[name]));
        }
        return m;
      }
      function picture(prev, d) {
        const p = prev || { shell: null, head: [], order: [], views: new Map(), labels: new Map(), contents: null, legend: [] };
        return {
          shell: d.shell || p.shell, head: d.head || p.head, order: d.order || p.order,
          views: parts(p.views, d.views), labels: parts(p.labels, d.labels),
          contents: d.contents === undefined ? p.contents : d.contents === null ? null : part(p.contents, d.contents),
          legend: d.legend || p.legend,
        };
      }
      const pictures = [];
      function picturesAt(i) {
        for (let k = pictures.length; k <= i; k++) {
          const prev = k === 0 ? new Map() : pictures[k - 1], r = data.revisions[k], m = new Map();
          for (const name of r.canvases) {
            const d = own(r.pictures, name);
            m.set(name, d ? picture(prev.get(name), d) : prev.get(name));
          }
          pictures.push(m);
        }
        return pictures[i];
      }
      function draw(p) {
        let s = p.shell[0];
        for (const h of p.head) s += markup(h);
        for (const name of p.order) s += markup(p.views.get(name));
        if (p.contents) s += markup(p.contents);
        s += p.shell[1];
        for (const name of p.order) s += markup(p.labels.get(name));
        return s + p.shell[2];
      }

      // ---- The page: tabs, zoom, selection, walking revisions. ----
      // A number with 3 decimals as NumberText writes it (the selection's frame, the zoomed size):
      // halves away from zero, no trailing zeros, never "-0".
      function num(v) { const r = Math.sign(v) * Math.round(Math.abs(v) * 1000) / 1000; return Object.is(r, -0) ? "0" : String(r); }
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
      function show(i, name) {
        current = i;
        if (name !== undefined) canvasName = name;
        const r = data.revisions[i], drawn = picturesAt(i);
        const names = r.canvases;
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
          const p = drawn.get(canvasName);
          picture.innerHTML = draw(p);
          byId("canvas-svg").addEventListener("click", event => {
            const g = event.target.closest("[data-view]");
            if (g) select(g.getAttribute("data-view"));
          });
          applyZoom();
          byId("legend").textContent = p.legend.join("\n");
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
